import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CreatedAt } from './content.table.ts';
import type { FreeSpinTerms } from './free-spins.table.ts';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;

export interface CampaignOffersTable {
  id: number;
  position: number;
  action: 'deposit';
  first_deposit: boolean;
  repeatable: boolean;
  /** The default currency's least deposit (kept beside `amounts`, which every use reads; decision 0051). */
  min_amount: MinorUnits;
  exclude_methods: string[];
  percent: number;
  max_amount: MinorUnits;
  /** Currency → least deposit and largest bonus in its minor units; a currency not listed has no offer. */
  amounts: JSONColumnType<Record<string, { min: MinorUnits; max: MinorUnits }>, string, string>;
  wager: number;
  days: number;
  promo_code: string | null;
  image: string | null;
  /** A free-spin pack granted with the bonus (decision 0035), or null. */
  free_spins: ColumnType<FreeSpinTerms | null, string | null | undefined, string | null>;
  /** Locale → title and text. */
  texts: JSONColumnType<Record<string, { title: string; text: string }>, string, string>;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

export interface PromoCodesTable {
  id: number;
  code: string;
  /** Currency → bonus amount in minor units. */
  amounts: JSONColumnType<Record<string, MinorUnits>, string, string>;
  wager: number;
  days: number;
  /** A free-spin pack the code grants (with or without a bonus: a code without one has no amounts). */
  free_spins: JSONColumnType<FreeSpinTerms | null, string | null, string | null>;
  max_uses: number | null;
  /** Locale → title and text. */
  texts: JSONColumnType<Record<string, { title: string; text: string }>, string, string>;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

export type PromotionKind = 'offer' | 'cashback' | 'promo_code';

export interface PromotionsTable {
  id: number;
  position: number;
  kind: PromotionKind;
  /** The deposit offer, cashback programme or promo code the promotion describes. */
  ref_id: number;
  image: string | null;
  /** Locale → title and text. */
  texts: JSONColumnType<Record<string, { title: string; text: string }>, string, string>;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

export type BonusRowStatus = 'pending' | 'active' | 'wagered' | 'expired' | 'removed';

export interface BonusesTable {
  id: Generated<number>;
  user_id: number;
  offer_id: number | null;
  promo_code_id: ColumnType<number | null, number | null | undefined, number | null>;
  payment_id: number | null;
  once_key: string;
  currency: string;
  amount: MinorUnits;
  wager_required: MinorUnits;
  wager_from_round: number;
  wagered: Generated<MinorUnits>;
  /** Wagering of earlier activations; stakes after `wager_from_round` add to it while active. */
  wagered_before: Generated<MinorUnits>;
  /** What play did to the bonus's money (stakes taken, wins given back): it holds `amount + played`. */
  played: Generated<number>;
  status: BonusRowStatus;
  created_at: CreatedAt;
  expires_at: Timestamp;
  finished_at: NullableTimestamp;
  /** Locale → title, for a bonus with no offer or promo code (a loyalty shop product's). */
  texts: ColumnType<Record<string, { title: string }> | null, string | null | undefined, string | null>;
}

import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { BonusRowStatus } from './bonuses.table.ts';
import type { CreatedAt } from './content.table.ts';

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** numeric: read as text. */
type Numeric = ColumnType<string, string | number, string | number>;

export type BettingOfferTrigger = 'registration' | 'promo_code';

export interface BettingOffersTable {
  id: number;
  position: number;
  /** `registration`: the sports welcome offer (is_betting = 1); `promo_code`: taken with `code`. */
  trigger: BettingOfferTrigger;
  code: string | null;
  /** Currency → bonus amount in minor units. */
  amounts: JSONColumnType<Record<string, MinorUnits>, string, string>;
  wager: number;
  min_odds: Numeric;
  days: number;
  max_uses: number | null;
  /** Locale → title and text. */
  texts: JSONColumnType<Record<string, { title: string; text: string }>, string, string>;
  started_at: NullableTimestamp;
  finished_at: NullableTimestamp;
}

export interface BettingBonusesTable {
  id: Generated<number>;
  user_id: number;
  offer_id: number | null;
  once_key: string;
  currency: string;
  amount: MinorUnits;
  wager_required: MinorUnits;
  wagered: Generated<MinorUnits>;
  /** What bonus-funded bets took (negative) and gave back: the bonus's money is amount + played. */
  played: Generated<MinorUnits>;
  min_odds: Numeric;
  status: BonusRowStatus;
  activated_at: NullableTimestamp;
  created_at: CreatedAt;
  expires_at: Timestamp;
  finished_at: NullableTimestamp;
  texts: ColumnType<Record<string, { title: string }> | null, string | null | undefined, string | null>;
}

export interface BettingBonusWagersTable {
  bet_id: string;
  bonus_id: number;
  amount: MinorUnits;
  counted_at: Timestamp;
}

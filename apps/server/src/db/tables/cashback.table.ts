import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CreatedAt } from './content.table.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Smallest and largest cashback of one period, in minor units of its currency. */
export interface CashbackLimits {
  min: number;
  max: number;
}

/** A cashback paid as a casino bonus: its money is wagered `wager` times within `days` (decision 0044). */
export interface CashbackBonusTerms {
  wager: number;
  days: number;
}

export interface CashbackProgrammesTable {
  id: number;
  period_anchor: Timestamp;
  period_hours: number;
  percent: number;
  limits: JSONColumnType<Record<string, CashbackLimits>, string, string>;
  payout_days: number;
  /** Null: a payout is real money on the main balance; else a casino bonus wagered `wager` times in `days`. */
  bonus: JSONColumnType<CashbackBonusTerms | null, string | null, string | null>;
  /** Locale → title and text. */
  texts: JSONColumnType<Record<string, { title: string; text: string }>, string, string>;
}

export type CashbackRowStatus = 'active' | 'paid_out' | 'expired' | 'removed';

export interface CashbacksTable {
  id: Generated<number>;
  user_id: number;
  programme_id: number;
  currency: string;
  period_start: Timestamp;
  period_end: Timestamp;
  losses: MinorUnits;
  amount: MinorUnits;
  status: CashbackRowStatus;
  created_at: CreatedAt;
  receiving_expired_at: Timestamp;
  finished_at: NullableTimestamp;
}

import type { PlayLimitKind, PlayPeriod, SelfExclusionPeriod, TimeOutPeriod } from '@casino/shared/constants';
import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { ColumnType, Generated } from 'kysely';
import type { UpdatedAt } from './content.table.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface DepositLimitsTable {
  user_id: number;
  /** 1, 7, 14 or 30; null with the amount and window start when the player has no limit. */
  period_days: number | null;
  limit_amount: MinorUnits | null;
  window_start: NullableTimestamp;
  pending_period_days: number | null;
  pending_limit_amount: MinorUnits | null;
  /** When the waiting change applies; with a null pending period it is a removal. */
  pending_from: NullableTimestamp;
  updated_at: UpdatedAt;
}

export interface DepositLimitChangesTable {
  id: Generated<number>;
  user_id: number;
  period_days: number | null;
  limit_amount: MinorUnits | null;
  requested_at: Timestamp;
  effective_from: Timestamp;
}

export interface SelfExclusionsTable {
  id: Generated<number>;
  user_id: number;
  period: SelfExclusionPeriod;
  started_at: Timestamp;
  /** Null: permanent. */
  ends_at: NullableTimestamp;
}

export interface PlayLimitsTable {
  user_id: number;
  kind: PlayLimitKind;
  /** Minor units (wager/loss) or minutes (session); null: no limit in force. */
  limit_value: number | null;
  /** With `pending_from`: the looser value waiting for its cool-off; null there = a removal. */
  pending_value: number | null;
  pending_from: NullableTimestamp;
  updated_at: UpdatedAt;
}

export interface PlayLimitChangesTable {
  id: Generated<number>;
  user_id: number;
  kind: PlayLimitKind;
  limit_value: number | null;
  requested_at: Timestamp;
  effective_from: Timestamp;
}

export interface PlayUsageTable {
  user_id: number;
  period: PlayPeriod;
  period_start: Timestamp;
  wagered: Generated<MinorUnits>;
  won: Generated<MinorUnits>;
}

export interface PlayTimeOutsTable {
  id: Generated<number>;
  user_id: number;
  period: TimeOutPeriod;
  started_at: Timestamp;
  ends_at: Timestamp;
}

export interface PlaySettingsTable {
  user_id: number;
  reality_check_minutes: number | null;
  updated_at: UpdatedAt;
}

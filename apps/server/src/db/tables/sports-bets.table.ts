import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A settled leg (the sportsbook's LegOutcome). */
export type SportsBetLegOutcome = 'win' | 'lose' | 'push' | 'half-win' | 'half-lose' | 'void';
export type SportsBetKind = 'single' | 'accumulator' | 'system' | 'named';
export type SportsBetStatus = 'pending' | 'open' | 'won' | 'lost' | 'void' | 'cashed_out';

export interface SportsBetsTable {
  id: string;
  user_id: number;
  slip_id: string;
  currency: string;
  kind: SportsBetKind;
  system_size: number | null;
  system_name: string | null;
  lines: number;
  unit_stake: MinorUnits;
  total_stake: MinorUnits;
  /** numeric: read as text. */
  total_odds: ColumnType<string | null, string | null, string | null>;
  potential_return: MinorUnits;
  status: SportsBetStatus;
  settled_return: MinorUnits | null;
  cashed_out: Generated<MinorUnits>;
  session_token: string;
  placed_at: Timestamp;
  settled_at: NullableTimestamp;
  paid_at: NullableTimestamp;
}

export interface SportsBetLegsTable {
  bet_id: string;
  position: number;
  event_id: string;
  sport: string;
  league_id: string;
  home_name: string;
  away_name: string;
  event_starts_at: Timestamp;
  market_key: string;
  /** The sportsbook's Market definition as placed (the sportsbook module reads it). */
  market: JSONColumnType<Record<string, unknown>, string, string>;
  selection_key: string;
  odds: number;
  live: boolean;
  outcome: SportsBetLegOutcome | null;
  settled_at: NullableTimestamp;
}

export interface SportsbookSuspensionsTable {
  event_id: string;
  /** '' suspends the whole event. */
  market_key: string;
  created_at: Generated<Date>;
}

export interface SportsbookOperatorActionsTable {
  id: Generated<number>;
  action: 'suspend' | 'resume' | 'settle' | 'void' | 'void-bet';
  operator: string;
  event_id: string | null;
  market_key: string | null;
  selection_key: string | null;
  outcome: SportsBetLegOutcome | null;
  bet_id: string | null;
  affected: number;
  created_at: Generated<Date>;
}

export interface SportsBetCashOutsTable {
  bet_id: string;
  seq: number;
  amount: MinorUnits;
  created_at: Timestamp;
  paid_at: NullableTimestamp;
}

import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A settled leg (the sportsbook's LegOutcome). */
export type SportsBetLegOutcome = 'win' | 'lose' | 'push' | 'half-win' | 'half-lose' | 'void';
export type SportsBetKind = 'single' | 'accumulator' | 'system' | 'named';
export type SportsBetFunding = 'main' | 'betting_bonus';
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
  /** Which balance the stake came from (decision 0048); a bonus-funded bet names its betting bonus. */
  funding: Generated<SportsBetFunding>;
  betting_bonus_id: number | null;
  /** A bonus-funded stake was taken (set under the bet row's lock with the posting). */
  bonus_staked: Generated<boolean>;
  /** How many resettlements corrected this bet (the last row's seq in sports_bet_resettlements). */
  resettled: Generated<number>;
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
  action: 'suspend' | 'resume' | 'settle' | 'void' | 'void-bet' | 'resettle';
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

/** One resettlement of a settled bet: its return corrected by one posting of the difference. */
export interface SportsBetResettlementsTable {
  bet_id: string;
  seq: number;
  from_status: SportsBetStatus;
  to_status: SportsBetStatus;
  from_return: MinorUnits;
  to_return: MinorUnits;
  /** What the correcting posting moved (to the player when positive). */
  posted: MinorUnits;
  /** What a debit could not take (the player's balance held less). */
  shortfall: MinorUnits;
  operator: string;
  created_at: Timestamp;
}

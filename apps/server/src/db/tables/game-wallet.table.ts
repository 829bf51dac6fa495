import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { CreatedAt } from './content.table.ts';

export type GameMode = 'real' | 'demo';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface GameSessionsTable {
  token: string;
  provider: string;
  user_id: number | null;
  sysname: string;
  mode: GameMode;
  currency: string;
  /** Play money of a demo session; null in real mode. */
  fun_balance: MinorUnits | null;
  jackpot: Generated<boolean>;
  created_at: CreatedAt;
  expires_at: Timestamp;
  /** Set when the player's session time limit brought `expires_at` forward (migration 0033). */
  limit_ends_at: NullableTimestamp;
}

export interface GameRoundsTable {
  id: Generated<number>;
  provider: string;
  round_id: string;
  session_token: string;
  user_id: number | null;
  sysname: string;
  mode: GameMode;
  currency: string;
  status: 'open' | 'closed';
  total_bet: Generated<MinorUnits>;
  total_win: Generated<MinorUnits>;
  /** The bonus whose money part of the stake was, and how much of `total_bet` it was (decision 0041). */
  bonus_id: Generated<number | null>;
  bonus_bet: Generated<MinorUnits>;
  opened_at: CreatedAt;
  closed_at: NullableTimestamp;
}

export interface GameWalletTransactionsTable {
  id: Generated<number>;
  provider: string;
  transaction_id: string;
  operation: 'bet' | 'win' | 'rollback';
  round_pk: number | null;
  session_token: string;
  amount: MinorUnits;
  reference_transaction_id: string | null;
  request_hash: string;
  response: JSONColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  ledger_transaction_id: number | null;
  /** What of a bet came from the bonus's money; its rollback gives exactly that back (decision 0041). */
  bonus_amount: Generated<MinorUnits>;
  created_at: CreatedAt;
}

export interface GameHistoryExportsTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  status: 'pending' | 'ready' | 'failed';
  rows: number | null;
  csv: string | null;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
}

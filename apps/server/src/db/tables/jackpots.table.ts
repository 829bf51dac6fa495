import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { Generated, JSONColumnType } from 'kysely';
import type { CreatedAt } from './content.table.ts';

export interface JackpotsTable {
  id: number;
  sysname: string;
  name: string;
  /** The currencies it has a pool in, each with its seed in that currency's minor units (decision 0061). */
  seed_amounts: JSONColumnType<Record<string, MinorUnits>, string, string>;
  contribution_bp: number;
  odds_per_unit: number;
  server_seed: string;
  server_seed_hash: string;
  position: number;
}

export interface JackpotWinsTable {
  id: Generated<number>;
  jackpot_id: number;
  user_id: number;
  sysname: string;
  amount: MinorUnits;
  currency: string;
  server_seed: string;
  server_seed_hash: string;
  draw_input: string;
  ledger_transaction_id: number;
  won_at: CreatedAt;
}

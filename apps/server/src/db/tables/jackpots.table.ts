import type { Generated } from 'kysely';
import type { CreatedAt } from './content.table.ts';

export interface JackpotsTable {
  id: number;
  sysname: string;
  name: string;
  currency: string;
  seed_amount: number;
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
  amount: number;
  currency: string;
  server_seed: string;
  server_seed_hash: string;
  draw_input: string;
  ledger_transaction_id: number;
  won_at: CreatedAt;
}

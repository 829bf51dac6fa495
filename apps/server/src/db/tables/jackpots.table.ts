import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { Generated } from 'kysely';
import type { CreatedAt } from './content.table.ts';

export interface JackpotsTable {
  id: number;
  sysname: string;
  name: string;
  currency: string;
  seed_amount: MinorUnits;
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

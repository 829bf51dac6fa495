import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { Generated, JSONColumnType } from 'kysely';
import type { CreatedAt } from './content.table.ts';

export const PLAYER_ACCOUNT_KINDS = ['main', 'bonus', 'betting_bonus', 'fun', 'withdrawal_hold'] as const;
export const SYSTEM_ACCOUNT_KINDS = [
  'house',
  'payment_clearing',
  'provider_clearing',
  'bonus_liability',
  'jackpot_pool',
  'tournament_pool',
] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];
export type LedgerAccountKind = PlayerAccountKind | SystemAccountKind;

export interface LedgerAccountsTable {
  id: Generated<number>;
  user_id: number | null;
  kind: LedgerAccountKind;
  currency: string;
  balance: Generated<MinorUnits>;
  allow_negative: Generated<boolean>;
  shard: Generated<number>;
}

export interface LedgerTransactionsTable {
  id: Generated<number>;
  kind: string;
  idempotency_key: string | null;
  request_hash: string | null;
  user_id: number | null;
  reference: string | null;
  metadata: JSONColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: CreatedAt;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  amount: MinorUnits;
  balance_after: MinorUnits;
}

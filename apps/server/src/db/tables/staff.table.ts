import type { ColumnType, Generated, Selectable } from 'kysely';
import type { CreatedAt } from './content.table.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type StaffStatus = 'active' | 'disabled';

export interface StaffUsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  password_hash: string;
  role: string;
  status: Generated<StaffStatus>;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  created_at: CreatedAt;
}

export type StaffUserRow = Selectable<StaffUsersTable>;

export interface StaffSessionsTable {
  token_hash: string;
  staff_id: number;
  created_at: CreatedAt;
  last_seen_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

/** JSON written as text once; read back parsed. */
type AuditJson = ColumnType<unknown, string | null | undefined, never>;

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): no column is ever updated. */
export interface AuditLogTable {
  id: Generated<number>;
  at: ColumnType<Date, never, never>;
  staff_id: ColumnType<number | null, number | null, never>;
  action: ColumnType<string, string, never>;
  target_type: ColumnType<string | null, string | null, never>;
  target_id: ColumnType<string | null, string | null, never>;
  before: AuditJson;
  after: AuditJson;
  reason: ColumnType<string | null, string | null, never>;
  ip: ColumnType<string | null, string | null, never>;
  user_agent: ColumnType<string | null, string | null, never>;
}

/** Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE), as the audit log. */
export interface PlayerNotesTable {
  id: Generated<number>;
  user_id: ColumnType<number, number, never>;
  staff_id: ColumnType<number, number, never>;
  text: ColumnType<string, string, never>;
  created_at: ColumnType<Date, never, never>;
}

export type AdjustmentStatus = 'pending' | 'posted' | 'rejected';

export interface BalanceAdjustmentsTable {
  id: Generated<number>;
  user_id: number;
  currency: string;
  /** Signed minor units: positive credits the player. */
  amount: number;
  reason: string;
  status: AdjustmentStatus;
  idempotency_key: string;
  requested_by: number;
  decided_by: number | null;
  decision_reason: string | null;
  transaction_id: number | null;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
}

export type BalanceAdjustmentRow = Selectable<BalanceAdjustmentsTable>;

import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { CreatedAt } from './content.table.ts';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type UserStatus = 'active' | 'banned' | 'deleted';
export type TwoFactorMethod = 'none' | 'code' | 'totp';

export interface UsersTable {
  id: Generated<number>;
  created_at: CreatedAt;
  login: string;
  password_hash: string | null;
  fakename: string | null;
  locale: string;
  currency: Generated<string>;
  country_code: string | null;
  status: Generated<UserStatus>;
  is_registration_completed: Generated<boolean>;
  is_subscribed: Generated<boolean>;
  is_on_verification: Generated<boolean>;
  is_verified: Generated<boolean>;
  /** Staff asked this player for an identity check (migration 0053); withdrawals wait for it. */
  kyc_requested_at: Date | null;
  is_betting: Generated<boolean>;
  two_factor_method: Generated<TwoFactorMethod>;
  totp_secret: string | null;
  totp_last_step: number | null;
  /** A new authenticator secret, active only once a code from it is confirmed. */
  totp_pending_secret: string | null;
  promo_code: string | null;
  profile: ColumnType<unknown, string | undefined, string>;
}

/** A player as stored: what every domain that reads a player gets. */
export type UserRow = Selectable<UsersTable>;

export type ContactType = 'email' | 'phone';

export interface UserContactsTable {
  id: Generated<number>;
  user_id: number;
  type: ContactType;
  contact: string;
  phone_country_code: string | null;
  is_confirmed: Generated<boolean>;
  is_subscribed: Generated<boolean>;
  created_at: CreatedAt;
}

export type ContactRow = Selectable<UserContactsTable>;

export interface SessionsTable {
  token_hash: string;
  user_id: number;
  created_at: CreatedAt;
  last_seen_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  ip: string | null;
  user_agent: string | null;
}

export type CodePurpose = 'login' | 'restore' | 'contact';

export interface AuthCodesTable {
  id: Generated<number>;
  user_id: number;
  purpose: CodePurpose;
  target: string;
  code_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  attempts: Generated<number>;
}

export interface OutboxMessagesTable {
  id: Generated<number>;
  created_at: CreatedAt;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  status: Generated<'stored' | 'sent' | 'failed'>;
  sent_at: NullableTimestamp;
  /** The last delivery failure; cleared once the message is sent. */
  error: string | null;
  /** Delivery attempts so far (a claim counts, so a crash mid-send still uses one up). */
  attempts: Generated<number>;
  /** While set and in the future, no dispatcher takes the message (being sent, or waiting to retry). */
  next_attempt_at: NullableTimestamp;
  /** Extra mail headers by name (List-Unsubscribe); null for none. */
  headers: JSONColumnType<Record<string, string> | null, string | null | undefined, string | null>;
}

/** Nonces of single-use e-mail links already followed (decision 0029). */
export interface MailLinkUsesTable {
  nonce: string;
  used_at: Generated<Date>;
  expires_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

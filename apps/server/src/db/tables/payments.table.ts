import type { MinorUnits } from '@casino/shared/money/minor-units';
import type { ColumnType, Generated, JSONColumnType, Selectable } from 'kysely';
import type { CreatedAt } from './content.table.ts';

export type PaymentDirection = 'deposit' | 'withdrawal';
export type DepositStatus = 'created' | 'pending' | 'success' | 'failed' | 'cancelled';
export type WithdrawalStatus = 'requested' | 'cancelled' | 'approved' | 'declined';
export type PaymentStatus = DepositStatus | WithdrawalStatus;

type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface PaymentsTable {
  id: Generated<number>;
  public_id: string;
  user_id: number;
  direction: PaymentDirection;
  method: string;
  amount: MinorUnits;
  currency: string;
  status: PaymentStatus;
  requisites_masked: string | null;
  campaign_offer_id: string | null;
  promo_code: string | null;
  idempotency_key: string | null;
  created_at: CreatedAt;
  completed_at: NullableTimestamp;
  /** The status the provider was last told (withdrawals: requested or cancelled). */
  provider_status: ColumnType<PaymentStatus | null, PaymentStatus | null | undefined, PaymentStatus | null>;
  provider_lease_until: NullableTimestamp;
}

/** A payment as stored (bonuses read the deposit that earns one). */
export type PaymentRow = Selectable<PaymentsTable>;

export interface PaymentEventsTable {
  event_id: string;
  payment_id: number;
  status: string;
  applied: boolean;
  received_at: CreatedAt;
}

export interface PayGatewayOrdersTable {
  payment_id: string;
  direction: PaymentDirection;
  amount: MinorUnits;
  currency: string;
  status: string;
  settle_at: NullableTimestamp;
  /** A deposit's return addresses by outcome, as the platform handed them over; null for payouts. */
  return_urls: JSONColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
}

/** Payout details the operator checks before the first payout to them (decision 0045). */
export type RequisitesStatus = 'pending' | 'approved' | 'fraudulent';

export interface PayoutRequisitesTable {
  id: Generated<number>;
  user_id: number;
  method_type: string;
  /** HMAC of the normalised details with a key derived from SESSION_SECRET: comparable, not reversible. */
  fingerprint: string;
  masked: string;
  status: RequisitesStatus;
  reason: string | null;
  decided_by: number | null;
  created_at: CreatedAt;
  decided_at: NullableTimestamp;
}

import type { PaymentView } from '@casino/shared/contract/cashier.contract';
import type { PaymentRow } from '../../db/tables/payments.table.ts';

export function toPaymentView(row: PaymentRow): PaymentView {
  return {
    transaction: row.public_id,
    type: row.direction,
    status: row.status,
    method: row.method,
    amount: row.amount,
    currency: row.currency,
    requisites: row.requisites_masked,
    created_at: row.created_at.toISOString(),
    completed_at: row.completed_at?.toISOString() ?? null,
  };
}

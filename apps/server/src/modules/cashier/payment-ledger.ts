import { negateMinor } from '@casino/shared/money/minor-units';
import type { Db, Trx } from '../../db/schema.ts';
import type { PaymentRow } from '../../db/tables/payments.table.ts';
import { postTransaction } from '../wallet/ledger.service.ts';
import { playerAccount, systemAccount } from '../wallet/ledger-accounts.service.ts';

/** The ledger accounts a payment of `userId` moves money between. */
export async function paymentAccounts(db: Db, userId: number, currency: string) {
  const [main, hold, clearing] = await Promise.all([
    playerAccount(db, userId, 'main', currency),
    playerAccount(db, userId, 'withdrawal_hold', currency),
    systemAccount(db, 'payment_clearing', currency, userId),
  ]);
  return { main, hold, clearing };
}

export type PaymentAccounts = Awaited<ReturnType<typeof paymentAccounts>>;

type Movement = 'deposit' | 'withdrawal_reserve' | 'withdrawal_release' | 'withdrawal_payout';

/**
 * The one ledger movement each payment event causes, keyed by the payment and the movement: however
 * often an event arrives, its money moves once.
 */
export function postPaymentMovement(
  trx: Trx,
  payment: PaymentRow,
  accounts: PaymentAccounts,
  movement: Movement,
) {
  const routes: Record<Movement, { from: number; to: number }> = {
    deposit: { from: accounts.clearing, to: accounts.main },
    withdrawal_reserve: { from: accounts.main, to: accounts.hold },
    withdrawal_release: { from: accounts.hold, to: accounts.main },
    withdrawal_payout: { from: accounts.hold, to: accounts.clearing },
  };
  const { from, to } = routes[movement];
  return postTransaction(trx, {
    kind: movement,
    idempotencyKey: `${movement}:${payment.id}`,
    userId: payment.user_id,
    reference: `payment:${payment.id}`,
    metadata: { method: payment.method, transaction: payment.public_id },
    legs: [
      { accountId: from, amount: negateMinor(payment.amount) },
      { accountId: to, amount: payment.amount },
    ],
  });
}

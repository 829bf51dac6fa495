import { ApiError } from '@casino/shared/errors/api-error';
import { currencyCodeSchema } from '@casino/shared/money/currency-schema';
import { z } from 'zod';
import type { Db } from '../../db/schema.ts';
import type { PaymentStatus } from '../../db/tables/payments.table.ts';
import { bonusAccounts, grantDepositBonus } from '../bonuses/bonuses.service.ts';
import { grantDepositFreeSpins } from '../free-spins/free-spins.service.ts';
import { noteQuestDeposit } from '../loyalty/loyalty-quests.service.ts';
import { paymentAccounts, postPaymentMovement } from './payment-ledger.ts';
import { changeStatus, findPayment, recordEvent } from './payments.repository.ts';

/** What a provider's webhook reports (after its signature was checked). */
export const paymentEventSchema = z.object({
  event_id: z.string().min(1).max(100),
  transaction: z.string().min(1).max(64),
  status: z.enum(['pending', 'success', 'failed', 'cancelled', 'approved', 'declined']),
  amount: z.number().int().positive(),
  currency: currencyCodeSchema(),
});
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

export interface EventOutcome {
  /** False when this event id was handled before. */
  firstDelivery: boolean;
  /** Whether the event changed the payment (a late or out-of-order one does not). */
  applied: boolean;
  status: PaymentStatus;
}

type Transition = {
  from: readonly PaymentStatus[];
  final: boolean;
  movement?: 'deposit' | 'withdrawal_release' | 'withdrawal_payout';
};

const DEPOSIT: Partial<Record<PaymentEvent['status'], Transition>> = {
  pending: { from: ['created'], final: false },
  success: { from: ['created', 'pending'], final: true, movement: 'deposit' },
  failed: { from: ['created', 'pending'], final: true },
  cancelled: { from: ['created', 'pending'], final: true },
};
const WITHDRAWAL: Partial<Record<PaymentEvent['status'], Transition>> = {
  approved: { from: ['requested'], final: true, movement: 'withdrawal_payout' },
  declined: { from: ['requested'], final: true, movement: 'withdrawal_release' },
};

/**
 * Applies a provider's report to its payment. Duplicates and reports that arrive after a final status
 * (out of order) change nothing; the amount and currency must be those of the payment.
 */
export async function applyPaymentEvent(
  db: Db,
  event: PaymentEvent,
  now = new Date(),
): Promise<EventOutcome> {
  const payment = await findPayment(db, event.transaction);
  if (!payment) throw new ApiError('InvalidParameterException', 'Unknown transaction');
  if (payment.amount !== event.amount || payment.currency !== event.currency) {
    throw new ApiError('InvalidParameterException', 'Amount or currency does not match the payment');
  }
  const transition = (payment.direction === 'deposit' ? DEPOSIT : WITHDRAWAL)[event.status];
  if (!transition)
    throw new ApiError('InvalidParameterException', `Status ${event.status} does not apply here`);
  const accounts = await paymentAccounts(db, payment.user_id, payment.currency);
  const withOffer = transition.movement === 'deposit' && payment.campaign_offer_id !== null;
  const bonus = withOffer ? await bonusAccounts(db, payment.user_id, payment.currency) : undefined;

  return db.transaction().execute(async (trx) => {
    const changed = await changeStatus(trx, payment.id, transition.from, event.status, transition.final);
    const firstDelivery = await recordEvent(trx, {
      eventId: event.event_id,
      paymentId: payment.id,
      status: event.status,
      applied: changed !== undefined,
    });
    if (!firstDelivery && changed) {
      // Cannot happen (the status moved on with the first delivery), but money must never follow it.
      throw new Error(`Event ${event.event_id} was delivered before yet changed payment ${payment.id}`);
    }
    if (changed && transition.movement)
      await postPaymentMovement(trx, changed, accounts, transition.movement);
    // The offer's bonus arrives with the deposit's money, or not at all.
    if (changed && bonus) {
      const granted = await grantDepositBonus(trx, changed, bonus, now);
      // The offer's free spins come with its bonus, under the same conditions (decision 0035).
      if (granted) await grantDepositFreeSpins(trx, changed, granted, now);
    }
    // Deposit quests count a deposit once: with the status change that credits it.
    if (changed && transition.movement === 'deposit') await noteQuestDeposit(trx, changed.user_id, now);
    return { firstDelivery, applied: changed !== undefined, status: changed?.status ?? payment.status };
  });
}

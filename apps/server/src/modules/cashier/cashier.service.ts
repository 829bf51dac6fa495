import { randomBytes } from 'node:crypto';
import type { PaymentView } from '@casino/shared/contract/cashier.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { type MinorUnits, toMajor } from '@casino/shared/money/minor-units';
import { isValidCardNumber } from '@casino/shared/validation/card-number';
import { validateCardHolder, validateSum } from '@casino/shared/validation/field-validators';
import { isValidIban } from '@casino/shared/validation/iban';
import { validationMessageText } from '@casino/shared/validation/message-text';
import type { Db } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import type { PaymentRow, PaymentStatus } from '../../db/tables/payments.table.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { PaymentProviderError, type ProviderFailure } from '../../lib/payment-provider-error.ts';
import { bettingBonusAccounts, burnBettingBonusesForWithdrawal } from '../bonuses/betting-bonuses.service.ts';
import { bonusAccounts, burnBonusesForWithdrawal, depositOfferFor } from '../bonuses/bonuses.service.ts';
import type { ContentCache } from '../content/content.service.ts';
import { assertDepositAllowed } from '../responsible-gaming/responsible-gaming.service.ts';
import { InsufficientFundsError } from '../wallet/ledger.service.ts';
import { assertDepositVerification, depositRules } from './deposit-verification.ts';
import { paymentAccounts, postPaymentMovement } from './payment-ledger.ts';
import { findMethod } from './payment-methods.ts';
import {
  depositReturnUrls,
  type PaymentProvider,
  type PayoutDecision,
  type ProviderBank,
  type ProviderOrder,
} from './payment-provider.ts';
import { toPaymentView } from './payment-view.ts';
import * as payments from './payments.repository.ts';
import { assertRequisitesChecked, type CheckedRequisites } from './payout-requisites.service.ts';
import { withdrawalGates } from './withdrawal-gates.ts';
import { assertPeriodLimits, assertPerWithdrawalLimit, withdrawalLimits } from './withdrawal-limits.ts';

export interface CashierPlayer {
  id: number;
  currency: string;
  /** The identity check's state: deposits past the operator's threshold need it (deposit-verification.ts). */
  is_verified?: boolean;
  is_on_verification?: boolean;
}

export interface CashierDeps {
  db: Db;
  contentCache: ContentCache;
  locale: string;
  /** None when the deployment has no payment provider: nothing can be paid in or out. */
  provider: PaymentProvider | undefined;
  /** Fingerprints payout details (payout-requisites.service.ts: requisitesKey). */
  requisitesKey: string;
}

function newTransactionId(): string {
  return randomBytes(12).toString('base64url');
}

function invalid(field: string, message: string): ApiError {
  return new ApiError('InvalidParameterException', message, { invalidParameters: { [field]: message } });
}

/** No provider moves money for the method (the deployment has none): refused like an unknown method. */
function assertProvider(provider: PaymentProvider | undefined): asserts provider is PaymentProvider {
  if (!provider) throw invalid('method', 'This payment method is not available');
}

const BILLING_ERROR = {
  unavailable: ['BillingUnavailableException', 'The payment service is not available right now'],
  failed: ['BillingServiceErrorException', 'The payment service answered with an error'],
  declined: ['BillingTransactionDeclinedException', 'The payment service declined this transaction'],
} as const satisfies Record<ProviderFailure, readonly [string, string]>;

/** Spec §8 Billing* errors: how the provider failed, told as the player's error; other errors unchanged. */
function billingError(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error;
  const [type, message] = BILLING_ERROR[error.failure];
  return new ApiError(type, message);
}

/** The banks the provider pays bank transfers to (spec §7 `getbanks`); none without a provider. */
export async function listBanks(provider: PaymentProvider | undefined): Promise<ProviderBank[]> {
  if (!provider) return [];
  try {
    return await provider.listBanks();
  } catch (error) {
    throw billingError(error);
  }
}

/** The spec's `sum` rule on minor units: whole units within the method's range. */
function checkAmount(amount: number, min: number, max: number, currency: string) {
  // A fractional amount ("10.5") fails the rule's whole-units check.
  const problem = validateSum(String(toMajor(amount, currency)), {
    min: toMajor(min, currency),
    max: toMajor(max, currency),
    currency,
  });
  if (problem) throw invalid('amount', validationMessageText(problem));
}

export async function startDeposit(
  deps: CashierDeps,
  player: CashierPlayer,
  params: {
    method: string;
    amount: MinorUnits;
    campaign_offer_id?: string | undefined;
    promo_code?: string | undefined;
  },
  now = new Date(),
): Promise<{ transaction: string; url: string }> {
  const { provider } = deps;
  assertProvider(provider);
  const method = await findMethod(
    deps.db,
    deps.contentCache,
    deps.locale,
    'deposit',
    player.currency,
    params.method,
  );
  checkAmount(params.amount, method.min, method.max, player.currency);
  const offerId = await depositOfferFor(
    deps.db,
    player.id,
    {
      method: method.sysname,
      amount: params.amount,
      currency: player.currency,
      campaignOfferId: params.campaign_offer_id,
      promoCode: params.promo_code,
    },
    now,
  );
  const threshold = (await depositRules(deps.db, deps.contentCache, deps.locale)).verificationThreshold[
    player.currency
  ];
  // Checked and recorded in one transaction: two deposits started at once cannot both fit the limit.
  const payment = await deps.db.transaction().execute(async (trx) => {
    await assertDepositAllowed(trx, player.id, params.amount, now);
    await assertDepositVerification(
      trx,
      threshold,
      {
        id: player.id,
        currency: player.currency,
        is_verified: player.is_verified ?? false,
        is_on_verification: player.is_on_verification ?? false,
      },
      params.amount,
    );
    return payments.insertPayment(trx, {
      public_id: newTransactionId(),
      user_id: player.id,
      direction: 'deposit',
      method: method.sysname,
      amount: params.amount,
      currency: player.currency,
      status: 'created',
      campaign_offer_id: offerId === null ? null : String(offerId),
      promo_code: params.promo_code ?? null,
    });
  });
  try {
    const { url } = await provider.createDeposit({
      transaction: payment.public_id,
      amount: payment.amount,
      currency: payment.currency,
      method: payment.method,
      returnUrls: depositReturnUrls(payment.public_id),
    });
    return { transaction: payment.public_id, url };
  } catch (error) {
    // The provider refused or never had the order: nothing can be paid on it, so it closes as failed
    // (and stops counting against the player's deposit limit and verification threshold).
    if (error instanceof PaymentProviderError) await payments.failUnopenedDeposit(deps.db, payment.id);
    throw billingError(error);
  }
}

export interface WithdrawalRequest {
  method: string;
  amount: MinorUnits;
  card_number?: string | undefined;
  card_holder?: string | undefined;
  iban?: string | undefined;
  wallet?: string | undefined;
  idempotency_key?: string | undefined;
  burn_bonuses?: boolean | undefined;
}

/**
 * Checks the requisites the method needs and answers them as compared (payout-requisites.service.ts) and
 * masked, as history and receipts show them.
 */
function checkedRequisites(type: string, request: WithdrawalRequest): CheckedRequisites {
  const checked = (normalized: string, masked: string) => ({ methodType: type, normalized, masked });
  if (type === 'card') {
    const card = (request.card_number ?? '').replace(/[\s-]/g, '');
    if (!card || !/^\d+$/.test(card) || !isValidCardNumber(card))
      throw invalid('card_number', 'Wrong card number');
    const holder = validateCardHolder(request.card_holder ?? '');
    if (holder) throw invalid('card_holder', validationMessageText(holder));
    return checked(card, `${card.slice(0, 6)}...${card.slice(-4)}`);
  }
  if (type === 'bank') {
    const iban = (request.iban ?? '').replace(/\s/g, '').toUpperCase();
    if (!isValidIban(iban)) throw invalid('iban', 'Wrong IBAN');
    return checked(iban, `${iban.slice(0, 2)}** **** ${iban.slice(-4)}`);
  }
  const wallet = (request.wallet ?? '').trim();
  if (wallet.length < 4) throw invalid('wallet', 'Wrong wallet');
  return checked(wallet, `${wallet.slice(0, 3)}***${wallet.slice(-2)}`);
}

/**
 * Requests a withdrawal: the amount moves from the main balance to the player's withdrawal hold in the
 * same transaction that records the request, and the provider gets the payout to decide on.
 */
export async function requestWithdrawal(
  deps: CashierDeps,
  player: CashierPlayer,
  request: WithdrawalRequest,
): Promise<PaymentView> {
  if (request.idempotency_key) {
    const earlier = await payments.findByIdempotencyKey(deps.db, player.id, request.idempotency_key);
    if (earlier) return toPaymentView(earlier);
  }
  const { provider } = deps;
  assertProvider(provider);
  const method = await findMethod(
    deps.db,
    deps.contentCache,
    deps.locale,
    'withdraw',
    player.currency,
    request.method,
  );
  checkAmount(request.amount, method.min, method.max, player.currency);
  const limits = await withdrawalLimits(deps.db, deps.contentCache, deps.locale, player.currency);
  assertPerWithdrawalLimit(limits, request.amount, player.currency);
  const requisites = checkedRequisites(method.type, request);
  const gates = await withdrawalGates(deps.db, deps.contentCache, deps.locale);
  if (gates.withdrawal.checkRequisites) {
    await assertRequisitesChecked(
      deps.db,
      deps.requisitesKey,
      player.id,
      requisites,
      gates.withdrawalErrorButtons,
    );
  }
  const [accounts, bonusBooks, bettingBonusBooks] = await Promise.all([
    paymentAccounts(deps.db, player.id, player.currency),
    bonusAccounts(deps.db, player.id, player.currency),
    bettingBonusAccounts(deps.db, player.id, player.currency),
  ]);
  let payment: PaymentRow;
  try {
    payment = await deps.db.transaction().execute(async (trx) => {
      // Before anything is burnt or held: a withdrawal past the limit changes nothing.
      await assertPeriodLimits(trx, limits, player, request.amount, new Date());
      // Then the bonus rows are locked before the player's accounts, in the order a release takes.
      await burnBonusesForWithdrawal(trx, player.id, bonusBooks, request.burn_bonuses === true, new Date());
      await burnBettingBonusesForWithdrawal(
        trx,
        player.id,
        bettingBonusBooks,
        request.burn_bonuses === true,
        new Date(),
      );
      const row = await payments.insertPayment(trx, {
        public_id: newTransactionId(),
        user_id: player.id,
        direction: 'withdrawal',
        method: method.sysname,
        amount: request.amount,
        currency: player.currency,
        status: 'requested',
        requisites_masked: requisites.masked,
        idempotency_key: request.idempotency_key ?? null,
      });
      await postPaymentMovement(trx, row, accounts, 'withdrawal_reserve');
      return row;
    });
  } catch (error) {
    if (error instanceof InsufficientFundsError)
      throw invalid('amount', 'Not enough money for this withdrawal');
    // Two tabs sent the same request at once: the other one holds the key, answer its payment.
    if (request.idempotency_key && isUniqueViolation(error)) {
      const earlier = await payments.findByIdempotencyKey(deps.db, player.id, request.idempotency_key);
      if (earlier) return toPaymentView(earlier);
    }
    throw error;
  }
  try {
    await provider.createPayout(providerOrder(payment));
  } catch (error) {
    // The money is held and the request recorded: the recovery hands it over once the provider is back
    // (payment-recovery.ts), so the player's withdrawal stands as requested. A refusal of the payout
    // itself comes later, through the webhook, as the provider's decision.
    if (error instanceof PaymentProviderError) return toPaymentView(payment);
    throw error;
  }
  // Should this process die before the provider has it, the recovery hands it over (payment-recovery.ts).
  await payments.markProviderTold(deps.db, payment.id, 'requested');
  return toPaymentView(payment);
}

/**
 * Cancels a requested withdrawal of the player; the hold returns to the main balance. The provider hears
 * of it after the platform's books say so, so it stops offering the payout for a decision.
 */
export async function cancelWithdrawal(
  deps: CashierDeps,
  player: CashierPlayer,
  transaction: string,
): Promise<void> {
  const { db } = deps;
  const payment = await payments.findPayment(db, transaction);
  if (!payment || payment.user_id !== player.id || payment.direction !== 'withdrawal') {
    throw invalid('transaction', 'Unknown withdrawal');
  }
  const accounts = await paymentAccounts(db, payment.user_id, payment.currency);
  const cancelled = await db.transaction().execute(async (trx) => {
    const row = await payments.changeStatus(trx, payment.id, ['requested'], 'cancelled', true);
    if (row) await postPaymentMovement(trx, row, accounts, 'withdrawal_release');
    return row;
  });
  if (!cancelled)
    throw new ApiError('WithdrawalDeclinedException', 'This withdrawal can no longer be cancelled');
  // Without a provider (DEMO_MODE turned off since the request) nobody can be told now; the recovery
  // tells the provider there is once there is one (payment-recovery.ts).
  if (deps.provider) {
    try {
      await deps.provider.cancelPayout(cancelled.public_id);
    } catch (error) {
      // The books already say cancelled; the recovery tells the provider once it is back.
      if (error instanceof PaymentProviderError) return;
      throw error;
    }
    await payments.markProviderTold(db, cancelled.id, 'cancelled');
  }
}

export function providerOrder(payment: PaymentRow): ProviderOrder {
  return {
    transaction: payment.public_id,
    amount: payment.amount,
    currency: payment.currency,
    method: payment.method,
  };
}

/** Whether the player ever started a payment (any status): its money is in the currency it started in. */
export function hasPayments(db: Db, userId: number): Promise<boolean> {
  return payments.hasAnyPayment(db, userId);
}

export async function paymentOf(db: Db, player: CashierPlayer, transaction: string): Promise<PaymentView> {
  const payment = await payments.findPayment(db, transaction);
  if (!payment || payment.user_id !== player.id) throw invalid('transaction', 'Unknown transaction');
  return toPaymentView(payment);
}

/**
 * Spec §3 `is_kyc_block_enabled`: withdrawals wait for the identity check (everyone's by content, or this
 * player's, asked for by staff), and this player has not passed it.
 */
export async function isKycBlockEnabled(
  db: Db,
  cache: ContentCache,
  locale: string,
  user: UserRow,
): Promise<boolean> {
  if (user.is_verified) return false;
  return (
    user.kyc_requested_at !== null ||
    (await withdrawalGates(db, cache, locale)).withdrawal.requireVerification
  );
}

/** A payment as staff see it (the back-office's queue and player card). */
export function staffPaymentView(payment: PaymentRow) {
  return {
    transaction: payment.public_id,
    player_id: payment.user_id,
    direction: payment.direction,
    method: payment.method,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    requisites: payment.requisites_masked,
    created_at: payment.created_at.toISOString(),
    completed_at: payment.completed_at?.toISOString() ?? null,
  };
}

export type StaffPaymentView = ReturnType<typeof staffPaymentView>;

/** Withdrawals for the operator's queue, newest first: by status and player. */
export async function listWithdrawals(
  db: Db,
  filter: { status?: PaymentStatus | undefined; userId?: number | undefined },
): Promise<StaffPaymentView[]> {
  return (await payments.listWithdrawals(db, { ...filter, limit: 200 })).map(staffPaymentView);
}

/** A player's latest payments, both directions. */
export async function recentPayments(db: Db, userId: number, count = 50): Promise<StaffPaymentView[]> {
  return (await payments.listPayments(db, userId, { offset: 0, count })).rows.map(staffPaymentView);
}

/**
 * The operator approves or declines a requested withdrawal: one way for the back-office and
 * `npm run payouts`. The provider decides (its notice moves the money through the webhook, as any
 * outcome does), so this answers the payment before and as it stands after the notice.
 */
export async function decideWithdrawal(
  deps: Pick<CashierDeps, 'db' | 'provider'>,
  transaction: string,
  decision: PayoutDecision,
): Promise<{ before: StaffPaymentView; after: StaffPaymentView }> {
  const payment = await payments.findPayment(deps.db, transaction);
  if (payment?.direction !== 'withdrawal') throw invalid('transaction', 'Unknown withdrawal');
  if (payment.status !== 'requested') {
    throw invalid('transaction', 'This withdrawal is not waiting for a decision');
  }
  const decide = deps.provider?.decidePayout;
  if (!decide) throw invalid('transaction', 'The payment provider decides this withdrawal itself');
  if (!(await decide(transaction, decision))) {
    throw invalid('transaction', 'This withdrawal is not waiting for a decision');
  }
  const decided = await payments.findPayment(deps.db, transaction);
  return { before: staffPaymentView(payment), after: staffPaymentView(decided ?? payment) };
}

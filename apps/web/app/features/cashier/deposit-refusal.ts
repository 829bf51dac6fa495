import { ApiError } from '@casino/shared/errors/api-error';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import type { Translate } from '../../lib/i18n.ts';

const BILLING_TEXT: Partial<Record<string, string>> = {
  BillingUnavailableException: 'cashier.depositErrors.billingUnavailable',
  BillingServiceErrorException: 'cashier.depositErrors.billingServiceError',
  BillingTransactionDeclinedException: 'cashier.depositErrors.billingDeclined',
};

/** What a player taking a break (decision 0031) reads where a deposit would be: until when, and why. */
export function breakClosedText(t: Translate, endsAt: string): string {
  return `${t('responsibleGame.takeBreak.active', { date: formatDateTime(endsAt) })} ${t('responsibleGame.takeBreak.activeNote')}`;
}

/**
 * The notice of a refused deposit that names no field. The player's own responsible-gaming choices
 * (deposit limit, self-exclusion, a break) are told in the page's language; other refusals as the platform says.
 */
export function depositRefusalText(error: unknown, t: Translate, currency: string): string {
  if (!(error instanceof ApiError)) return t('common.errorGeneric');
  if (error.type === 'BillingDepositLimitExceededException') {
    const available = error.errorData?.available_amount;
    const until = error.errorData?.expired_at;
    if (typeof available === 'number' && typeof until === 'string') {
      return t('responsibleGame.depositLimit.exceeded', {
        amount: formatMoney(available, currency),
        date: formatDateTime(until),
      });
    }
  }
  if (error.type === 'VerificationRequiredException') {
    const threshold = error.errorData?.threshold_amount;
    if (typeof threshold === 'number') {
      const key = error.errorData?.on_verification
        ? 'cashier.depositErrors.verificationPending'
        : 'cashier.depositErrors.verificationRequired';
      return t(key, { amount: formatMoney(threshold, currency) });
    }
  }
  // The payment service failed, not the player: say so, and what to try.
  const billing = BILLING_TEXT[error.type];
  if (billing) return t(billing);
  if (error.type === 'AccessDeniedException' && error.code === 'SelfExcluded') {
    return t('responsibleGame.selfExclusion.closed');
  }
  if (error.type === 'AccessDeniedException' && error.code === 'TimeOut') {
    const until = error.errorData?.ends_at;
    if (typeof until === 'string') return breakClosedText(t, until);
  }
  return error.message || t('common.errorGeneric');
}

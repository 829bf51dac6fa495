import { ApiError } from '@casino/shared/errors/api-error';
import { isWithdrawalLimitPeriod } from '@casino/shared/errors/withdrawal-limit-errors';
import { formatMoney } from '../../lib/format.ts';
import type { Translate } from '../../lib/i18n.ts';

/**
 * The amount field's message when the operator's withdrawal limits refuse the amount (spec §8
 * WithdrawalLimitsExceeded, WithdrawalLimitsPeriodExceeded), in the page's language; null for other errors.
 */
export function withdrawalLimitText(error: unknown, t: Translate, currency: string): string | null {
  if (!(error instanceof ApiError)) return null;
  const limit = error.errorData?.limit_amount;
  if (typeof limit !== 'number') return null;
  if (error.type === 'WithdrawalLimitsExceededException') {
    return t('cashier.withdrawalLimits.perWithdrawal', { limit: formatMoney(limit, currency) });
  }
  const period = error.errorData?.period;
  const available = error.errorData?.available_amount;
  if (
    error.type === 'WithdrawalLimitsPeriodExceededException' &&
    isWithdrawalLimitPeriod(period) &&
    typeof available === 'number'
  ) {
    return t(`cashier.withdrawalLimits.${period}`, {
      limit: formatMoney(limit, currency),
      amount: formatMoney(available, currency),
    });
  }
  return null;
}

import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../lib/i18n.ts';
import { withdrawalLimitText } from './withdrawal-limit.ts';

const t = createTranslator({
  cashier: {
    withdrawalLimits: {
      perWithdrawal: 'At most {{limit}} at once.',
      day: '{{limit}} a day, {{amount}} left.',
      week: '{{limit}} a week, {{amount}} left.',
      month: '{{limit}} a month, {{amount}} left.',
    },
  },
});

describe('withdrawalLimitText', () => {
  it('tells the most one withdrawal may take', () => {
    const error = new ApiError('WithdrawalLimitsExceededException', 'English', {
      errorData: { limit_amount: 250_000 },
    });
    expect(withdrawalLimitText(error, t, 'USD')).toBe('At most $2,500 at once.');
  });

  it('tells the period limit and what is left of it', () => {
    const error = (period: string) =>
      new ApiError('WithdrawalLimitsPeriodExceededException', 'English', {
        errorData: { period, limit_amount: 300_000, available_amount: 50_000 },
      });
    expect(withdrawalLimitText(error('day'), t, 'USD')).toBe('$3,000 a day, $500 left.');
    expect(withdrawalLimitText(error('week'), t, 'USD')).toBe('$3,000 a week, $500 left.');
    expect(withdrawalLimitText(error('month'), t, 'USD')).toBe('$3,000 a month, $500 left.');
    expect(withdrawalLimitText(error('year'), t, 'USD')).toBeNull();
  });

  it('leaves other errors to the form', () => {
    expect(withdrawalLimitText(new ApiError('WithdrawalDeclinedException', 'no'), t, 'USD')).toBeNull();
    expect(withdrawalLimitText(new Error('network'), t, 'USD')).toBeNull();
  });
});

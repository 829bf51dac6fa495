import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../lib/i18n.ts';
import { depositRefusalText } from './deposit-refusal.ts';

const t = createTranslator({
  common: { errorGeneric: 'Something went wrong' },
  responsibleGame: {
    depositLimit: { exceeded: 'Up to {{amount}} until {{date}} UTC.' },
    selfExclusion: { closed: 'Deposits are closed.' },
    takeBreak: { active: 'On a break until {{date}} UTC.', activeNote: 'Deposits are closed until then.' },
  },
  cashier: {
    depositErrors: {
      verificationRequired: 'Verify first to deposit more than {{amount}}.',
      verificationPending: 'Under review: above {{amount}} waits.',
      billingUnavailable: 'Payments are down.',
      billingServiceError: 'Payments failed.',
      billingDeclined: 'Declined.',
    },
  },
});

describe('depositRefusalText', () => {
  it('tells the deposit limit with what is left and until when', () => {
    const error = new ApiError('BillingDepositLimitExceededException', 'above the limit', {
      errorData: { available_amount: 1_250, limit_amount: 2_000, expired_at: '2026-03-08T12:00:00.000Z' },
    });
    expect(depositRefusalText(error, t, 'USD')).toBe('Up to $12.50 until 08.03.2026 12:00 UTC.');
  });

  it('tells a self-excluded player that deposits are closed', () => {
    const error = new ApiError('AccessDeniedException', 'excluded', { code: 'SelfExcluded' });
    expect(depositRefusalText(error, t, 'USD')).toBe('Deposits are closed.');
  });

  it('tells a player taking a break until when deposits are closed', () => {
    const error = new ApiError(
      'AccessDeniedException',
      'You are taking a break until 2026-03-08T12:00:00.000Z.',
      {
        code: 'TimeOut',
        errorData: { ends_at: '2026-03-08T12:00:00.000Z' },
      },
    );
    expect(depositRefusalText(error, t, 'USD')).toBe(
      'On a break until 08.03.2026 12:00 UTC. Deposits are closed until then.',
    );
  });

  it('tells an unverified player the threshold the identity check opens, and one under review to wait', () => {
    const refusal = (onVerification: boolean) =>
      new ApiError('VerificationRequiredException', 'verify', {
        errorData: { threshold_amount: 500_000, deposited_amount: 300_000, on_verification: onVerification },
      });
    expect(depositRefusalText(refusal(false), t, 'USD')).toBe('Verify first to deposit more than $5,000.');
    expect(depositRefusalText(refusal(true), t, 'USD')).toBe('Under review: above $5,000 waits.');
  });

  it('tells each failure of the payment service in the page language', () => {
    const text = (type: string) => depositRefusalText(new ApiError(type as never, 'English'), t, 'USD');
    expect(text('BillingUnavailableException')).toBe('Payments are down.');
    expect(text('BillingServiceErrorException')).toBe('Payments failed.');
    expect(text('BillingTransactionDeclinedException')).toBe('Declined.');
  });

  it('shows any other refusal as the platform words it', () => {
    expect(depositRefusalText(new ApiError('WithdrawalDeclinedException', 'Try later'), t, 'USD')).toBe(
      'Try later',
    );
    expect(depositRefusalText(new Error('network'), t, 'USD')).toBe('Something went wrong');
  });
});

import { ApiError } from '@casino/shared/errors/api-error';
import { API_ERROR_TYPES, type ApiErrorType, ERROR_STATUS } from '@casino/shared/errors/error-types';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendApiError } from './error-handler.ts';

/** Spec §8 lists these types (each with the Exception suffix); every one must exist. */
const SPEC_TYPES = `UnknownError, ApplicationDisabled, MethodNotFound, Authorization, InvalidRequest,
InternalServerError, AccessDenied, UserDeleted, UserBanned, UserNeedDeposit, UserNeedProfileData,
UserNeedConfirmContact, ApplicationUnavailable, InvalidParameter, TooManyRequests, BillingServiceError,
BillingTransactionDeclined, BillingUnavailable, BillingDepositLimitExceeded, WithdrawalDeclined,
WithdrawalLimitsExceeded, WithdrawalLimitsPeriodExceeded, KycUserProfile, KycWithdrawal,
StorageQuotaExceeded, VerificationRequired, RequisitesOnVerification, RequisitesValidationRequired,
RequisitesFraudulent`
  .split(',')
  .map((name) => `${name.trim()}Exception`);

describe('error catalogue', () => {
  it('defines exactly the types of spec §8', () => {
    expect([...API_ERROR_TYPES].sort()).toEqual([...SPEC_TYPES].sort());
  });

  it.each([
    ['UserBannedException', 403],
    ['AccessDeniedException', 403],
    ['ApplicationDisabledException', 503],
    ['ApplicationUnavailableException', 503],
    ['TooManyRequestsException', 429],
    ['InvalidParameterException', 400],
    ['AuthorizationException', 401],
    ['MethodNotFoundException', 404],
  ] as const)('%s answers HTTP %i (architecture §3)', (type, status) => {
    expect(ERROR_STATUS[type]).toBe(status);
  });

  it.each(API_ERROR_TYPES)('%s is sent with its status and the spec shape', async (type: ApiErrorType) => {
    const app = Fastify();
    app.setErrorHandler((error, request, reply) => sendApiError(error, request, reply));
    app.get('/boom', async () => {
      throw new ApiError(type, `refused: ${type}`, {
        invalidParameters: { amount: 'Wrong field' },
        errorData: { resend_time: 30 },
      });
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    await app.close();
    expect(response.statusCode).toBe(ERROR_STATUS[type]);
    expect(response.json()).toEqual({
      error: {
        type,
        code: type.replace(/Exception$/, ''),
        message: `refused: ${type}`,
        invalid_parameters: { amount: 'Wrong field' },
        error_data: { resend_time: 30 },
      },
    });
  });
});

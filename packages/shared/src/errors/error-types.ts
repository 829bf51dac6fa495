/**
 * Every server error type of spec §8, with the HTTP status the platform answers it with.
 * Statuses follow ARCHITECTURE §3; the client maps 403 to the forbidden page and 503 to maintenance,
 * so business refusals (need deposit, KYC, billing declines) deliberately use 4xx codes other than 403.
 */
export const ERROR_STATUS = {
  UnknownErrorException: 500,
  ApplicationDisabledException: 503,
  MethodNotFoundException: 404,
  AuthorizationException: 401,
  InvalidRequestException: 400,
  InternalServerErrorException: 500,
  AccessDeniedException: 403,
  UserDeletedException: 403,
  UserBannedException: 403,
  UserNeedDepositException: 422,
  UserNeedProfileDataException: 422,
  UserNeedConfirmContactException: 422,
  ApplicationUnavailableException: 503,
  InvalidParameterException: 400,
  TooManyRequestsException: 429,
  BillingServiceErrorException: 502,
  BillingTransactionDeclinedException: 422,
  BillingUnavailableException: 502,
  BillingDepositLimitExceededException: 422,
  WithdrawalDeclinedException: 422,
  WithdrawalLimitsExceededException: 422,
  WithdrawalLimitsPeriodExceededException: 422,
  KycUserProfileException: 422,
  KycWithdrawalException: 422,
  StorageQuotaExceededException: 413,
  VerificationRequiredException: 422,
  RequisitesOnVerificationException: 422,
  RequisitesValidationRequiredException: 422,
  RequisitesFraudulentException: 422,
} as const;

export type ApiErrorType = keyof typeof ERROR_STATUS;

export const API_ERROR_TYPES = Object.keys(ERROR_STATUS) as ApiErrorType[];

export function isApiErrorType(value: unknown): value is ApiErrorType {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/** The periods an operator may limit withdrawals over (cms-config `cashier.withdrawal.limits`). */
export const WITHDRAWAL_LIMIT_PERIODS = ['day', 'week', 'month'] as const;
export type WithdrawalLimitPeriod = (typeof WITHDRAWAL_LIMIT_PERIODS)[number];

/**
 * `error_data` of the spec §8 withdrawal limit errors, in minor units: WithdrawalLimitsExceeded carries
 * `limit_amount` (the most one withdrawal may take); WithdrawalLimitsPeriodExceeded also the period and
 * what is left of it.
 */
export type WithdrawalLimitData = {
  limit_amount: number;
  period?: WithdrawalLimitPeriod;
  available_amount?: number;
};

export function isWithdrawalLimitPeriod(value: unknown): value is WithdrawalLimitPeriod {
  return (WITHDRAWAL_LIMIT_PERIODS as readonly unknown[]).includes(value);
}

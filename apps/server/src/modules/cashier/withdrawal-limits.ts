import { ApiError } from '@casino/shared/errors/api-error';
import {
  WITHDRAWAL_LIMIT_PERIODS,
  type WithdrawalLimitPeriod,
} from '@casino/shared/errors/withdrawal-limit-errors';
import { formatAmount, type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import { z } from 'zod';
import type { Db, Trx } from '../../db/schema.ts';
import type { ContentCache } from '../content/content.service.ts';
import { getCmsConfigJson } from '../content/content.service.ts';
import * as payments from './payments.repository.ts';

const amount = z.number().int().positive().optional();
const currencyLimitsSchema = z.object({
  /** The most one withdrawal may take. */
  perWithdrawal: amount,
  day: amount,
  week: amount,
  month: amount,
});

const limitsSchema = z.object({
  cashier: z
    .object({
      withdrawal: z
        .object({
          /** Currency → limits in minor units; a currency without an entry has none. */
          limits: z.record(z.string(), currencyLimitsSchema).default({}),
        })
        .prefault({}),
    })
    .prefault({}),
});

export type WithdrawalLimits = z.infer<typeof currencyLimitsSchema>;

/**
 * The periods are rolling windows ending now (decision 0054): a day is the last 24 hours, so a limit
 * never resets at a midnight of some time zone the player does not live in.
 */
const PERIOD_MS: Record<WithdrawalLimitPeriod, number> = {
  day: 24 * 60 * 60 * 1000,
  week: 7 * 24 * 60 * 60 * 1000,
  month: 30 * 24 * 60 * 60 * 1000,
};

/** The operator's withdrawal limits of `currency` (cms-config `cashier.withdrawal.limits`). */
export async function withdrawalLimits(
  db: Db,
  cache: ContentCache,
  locale: string,
  currency: string,
): Promise<WithdrawalLimits> {
  const all = (await cache.get(`withdrawal-limits:${locale}`, async () => {
    return limitsSchema.parse(JSON.parse(await getCmsConfigJson(db, cache, locale))).cashier.withdrawal
      .limits;
  })) as Record<string, WithdrawalLimits>;
  return all[currency] ?? {};
}

/** Spec §8 WithdrawalLimitsExceeded: one withdrawal larger than the operator allows at once. */
export function assertPerWithdrawalLimit(limits: WithdrawalLimits, amount: MinorUnits, currency: string) {
  if (limits.perWithdrawal === undefined || amount <= limits.perWithdrawal) return;
  throw new ApiError(
    'WithdrawalLimitsExceededException',
    `One withdrawal may take at most ${formatAmount(limits.perWithdrawal)} ${currency}`,
    { errorData: { limit_amount: limits.perWithdrawal } },
  );
}

/**
 * Spec §8 WithdrawalLimitsPeriodExceeded: the withdrawal would take the player's withdrawals of the last
 * day, week or month past the operator's limit. Run inside the transaction that records the withdrawal:
 * it takes the player's withdrawal lock first, so of two withdrawals racing the second counts the first.
 */
export async function assertPeriodLimits(
  trx: Trx,
  limits: WithdrawalLimits,
  player: { id: number; currency: string },
  amount: MinorUnits,
  now: Date,
): Promise<void> {
  const periods = WITHDRAWAL_LIMIT_PERIODS.filter((period) => limits[period] !== undefined);
  if (periods.length === 0) return;
  await payments.lockPlayerWithdrawals(trx, player.id);
  for (const period of periods) {
    const limit = limits[period] as number;
    const since = new Date(now.getTime() - PERIOD_MS[period]);
    const used = await payments.sumWithdrawalsSince(trx, player.id, player.currency, since);
    if (used + amount <= limit) continue;
    const available = minorUnits(Math.max(0, limit - used));
    throw new ApiError(
      'WithdrawalLimitsPeriodExceededException',
      `This withdrawal would exceed the ${period} withdrawal limit: ${formatAmount(available)} ${player.currency} is left`,
      { errorData: { period, limit_amount: limit, available_amount: available } },
    );
  }
}

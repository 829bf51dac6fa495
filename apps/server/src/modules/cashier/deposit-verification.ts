import { ApiError } from '@casino/shared/errors/api-error';
import { formatAmount } from '@casino/shared/money/minor-units';
import { z } from 'zod';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import type { ContentCache } from '../content/content.service.ts';
import { getCmsConfigJson } from '../content/content.service.ts';
import * as payments from './payments.repository.ts';

const rulesSchema = z.object({
  cashier: z
    .object({
      deposit: z
        .object({
          /** Currency → minor units: what a player may deposit in all before the identity check is required. */
          verificationThreshold: z.record(z.string(), z.number().int().positive()).default({}),
        })
        .prefault({}),
    })
    .prefault({}),
});

/** The content service's deposit rules (cms-config `cashier.deposit`). */
export function depositRules(db: Db, cache: ContentCache, locale: string) {
  return cache.get(`deposit-rules:${locale}`, async () => {
    return rulesSchema.parse(JSON.parse(await getCmsConfigJson(db, cache, locale))).cashier.deposit;
  }) as Promise<z.infer<typeof rulesSchema>['cashier']['deposit']>;
}

/**
 * Refuses a deposit that takes an unverified player's deposits past the operator's threshold (spec §8
 * VerificationRequiredException), so the money a regulator wants identified is never taken first.
 * Deposits under way count, so several started at once cannot slip past it together.
 */
export async function assertDepositVerification(
  trx: DbOrTrx,
  threshold: number | undefined,
  player: { id: number; currency: string; is_verified: boolean; is_on_verification: boolean },
  amount: number,
): Promise<void> {
  if (threshold === undefined || player.is_verified) return;
  const deposited = await payments.sumDeposits(trx, player.id, player.currency);
  if (deposited + amount <= threshold) return;
  throw new ApiError(
    'VerificationRequiredException',
    player.is_on_verification
      ? 'Your identity check is under review: deposits above the limit wait for it'
      : `Verify your identity to deposit more than ${formatAmount(threshold, player.currency)} ${player.currency} in all`,
    {
      errorData: {
        threshold_amount: threshold,
        deposited_amount: deposited,
        on_verification: player.is_on_verification,
      },
    },
  );
}

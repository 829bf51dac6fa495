import type { DepositOffer } from '@casino/shared/contract/bonuses.contract';
import { ApiError } from '@casino/shared/errors/api-error';

/** An offer with everything the deposit form shows and checks. */
export type ShownOffer = Required<DepositOffer>;

function isComplete(offer: DepositOffer): offer is ShownOffer {
  return offer.trigger !== undefined && offer.description !== undefined && offer.promotions !== undefined;
}

/**
 * The offers the deposit form lists (spec §6): to guests every offer, to players those whose trigger
 * they satisfy; never one that excludes the chosen method.
 */
export function offersForDeposit(
  offers: readonly DepositOffer[],
  viewer: { isGuest: boolean; method: string },
): ShownOffer[] {
  return offers
    .filter(isComplete)
    .filter((offer) => viewer.isGuest || offer.trigger.user_satisfies_params)
    .filter((offer) => !offer.trigger.params.exclude_methods.includes(viewer.method));
}

/** The refusal code of the chosen offer, when the platform refused it. */
export function offerRefusal(error: unknown): { code: string; minAmount: number | null } | null {
  if (!(error instanceof ApiError)) return null;
  const codes = error.errorData?.campaign_offer_id;
  if (!Array.isArray(codes)) return null;
  const minAmount = error.errorData?.min_amount;
  return { code: String(codes[0] ?? ''), minAmount: typeof minAmount === 'number' ? minAmount : null };
}

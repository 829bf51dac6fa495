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

/** Codes with a message of their own in `common.promoCodeErrors`. */
const PROMO_CODE_MESSAGES = new Set(['INVALID', 'NOT_FOUND', 'EXPIRED', 'ALREADY_USED', 'LIMIT_REACHED']);

/**
 * Spec §8 (promo code, cashier/offers): the first code in `error_data.promo_code` names the message,
 * INVALID when it has none. Null when the error is not about the promo code.
 */
export function promoCodeErrorKey(error: unknown): string | null {
  if (!(error instanceof ApiError)) return null;
  const codes = error.errorData?.promo_code;
  if (!Array.isArray(codes)) return null;
  const first = String(codes[0] ?? '');
  return `common.promoCodeErrors.${PROMO_CODE_MESSAGES.has(first) ? first : 'INVALID'}`;
}

/** The refusal code of the chosen offer, when the platform refused it. */
export function offerRefusal(error: unknown): { code: string; minAmount: number | null } | null {
  if (!(error instanceof ApiError)) return null;
  const codes = error.errorData?.campaign_offer_id;
  if (!Array.isArray(codes)) return null;
  const minAmount = error.errorData?.min_amount;
  return { code: String(codes[0] ?? ''), minAmount: typeof minAmount === 'number' ? minAmount : null };
}

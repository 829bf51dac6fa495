import { type MinorUnits, minorUnits } from '@casino/shared/money/minor-units';
import type { Selectable } from 'kysely';
import type { CampaignOffersTable, PromoCodesTable } from '../../db/tables/bonuses.table.ts';

export type OfferRow = Selectable<CampaignOffersTable>;
export type PromoCodeRow = Selectable<PromoCodesTable>;

/**
 * Why an offer cannot go with a deposit. Promo-code refusals answer these codes in
 * `error_data.promo_code` (spec §8: the site shows `promoCodeErrors.{code}`, else INVALID).
 */
export type OfferRefusal =
  | 'NOT_FOUND'
  | 'EXPIRED'
  | 'ALREADY_USED'
  | 'NOT_FIRST_DEPOSIT'
  | 'METHOD_EXCLUDED'
  | 'AMOUNT_TOO_LOW'
  | 'LIMIT_REACHED'
  | 'CURRENCY_NOT_OFFERED'
  | 'SELF_EXCLUDED'
  /** A take-a-break time-out is in force (player protection, issue 19). */
  | 'TIME_OUT'
  /** A promotion of a deposit offer or cashback: nothing to take with one click. */
  | 'DEPOSIT_REQUIRED';

/**
 * The offer as it stands in `currency`: its least deposit and largest bonus in that currency's minor
 * units, or nothing when the offer is not made in it (decision 0051: no amount is ever converted).
 */
export function offerInCurrency(offer: OfferRow, currency: string): OfferRow | undefined {
  const amounts = Object.hasOwn(offer.amounts, currency) ? offer.amounts[currency] : undefined;
  if (!amounts) return undefined;
  return { ...offer, min_amount: amounts.min, max_amount: amounts.max };
}

/** What a player's history says about the offers open to them. */
export interface PlayerStanding {
  hasDeposited: boolean;
  /** Offers the player took that are taken once. */
  usedOfferIds: ReadonlySet<number>;
}

export function isRunning(offer: Pick<OfferRow, 'started_at' | 'finished_at'>, now: Date): boolean {
  return (
    (offer.started_at === null || offer.started_at <= now) &&
    (offer.finished_at === null || offer.finished_at > now)
  );
}

/** The player-level conditions: what `user_satisfies_params` answers before a method or amount is known. */
export function playerRefusal(offer: OfferRow, standing: PlayerStanding, now: Date): OfferRefusal | null {
  if (!isRunning(offer, now)) return 'EXPIRED';
  if (!offer.repeatable && standing.usedOfferIds.has(offer.id)) return 'ALREADY_USED';
  if (offer.first_deposit && standing.hasDeposited) return 'NOT_FIRST_DEPOSIT';
  return null;
}

export function depositRefusal(
  offer: OfferRow,
  standing: PlayerStanding,
  deposit: { method: string; amount: number },
  now: Date,
): OfferRefusal | null {
  const refusal = playerRefusal(offer, standing, now);
  if (refusal) return refusal;
  if (offer.exclude_methods.includes(deposit.method)) return 'METHOD_EXCLUDED';
  if (deposit.amount < offer.min_amount) return 'AMOUNT_TOO_LOW';
  return null;
}

/** The bonus a deposit earns: `percent` of it, at most `max_amount`, to be wagered `wager` times. */
export function bonusTerms(
  offer: OfferRow,
  depositAmount: MinorUnits,
): { amount: MinorUnits; wagerRequired: MinorUnits } {
  // not money: the bonus is a percent of the deposit
  const amount = minorUnits(Math.min(Math.floor((depositAmount * offer.percent) / 100), offer.max_amount));
  return { amount, wagerRequired: minorUnits(amount * offer.wager) };
}

/** Keeps a once-only offer to one bonus per player; a repeatable one to one per deposit. */
export function onceKey(offer: OfferRow, paymentId: number): string {
  return offer.repeatable ? `payment:${paymentId}` : `offer:${offer.id}`;
}

/** What a player's history says about one promo code. */
export interface PromoCodeStanding {
  usedByPlayer: boolean;
  /** Bonuses the code granted, over every player. */
  uses: number;
}

/** Why a player cannot activate a promo code now, in the order a player can act on it. */
export function promoCodeRefusal(
  promo: PromoCodeRow,
  currency: string,
  standing: PromoCodeStanding,
  now: Date,
): OfferRefusal | null {
  if (!isRunning(promo, now)) return 'EXPIRED';
  if (standing.usedByPlayer) return 'ALREADY_USED';
  if (promo.max_uses !== null && standing.uses >= promo.max_uses) return 'LIMIT_REACHED';
  // Free spins are staked in the player's own currency: a code with a pack is open in any currency.
  if (!promoCodeAmount(promo, currency) && promo.free_spins === null) return 'CURRENCY_NOT_OFFERED';
  return null;
}

/** The bonus a promo code gives in the player's currency, if it gives one there. */
export function promoCodeAmount(promo: PromoCodeRow, currency: string): MinorUnits | undefined {
  const amount = promo.amounts[currency];
  return amount === undefined ? undefined : minorUnits(amount);
}

/**
 * A player takes a promo code once: the bonus table's unique key holds it under concurrency, and the
 * free-spin packs' table holds the code's pack to the same key.
 */
export function promoCodeOnceKey(promo: PromoCodeRow): string {
  return `promo:${promo.id}`;
}

import type { PromoCodeActivation } from '@casino/shared/contract/bonuses.contract';
import { consumeRateLimit, RATE_LIMITS } from '../../api/rate-limit.ts';
import type { Db } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import { grantedPackView, grantFreeSpins } from '../free-spins/free-spins.service.ts';
import { promotionBar } from '../responsible-gaming/self-exclusion-status.service.ts';
import * as repository from './bonuses.repository.ts';
import { bonusAccounts, grantPromoCodeBonus, offerError, offerTexts } from './bonuses.service.ts';
import { type PromoCodeRow, promoCodeAmount, promoCodeOnceKey, promoCodeRefusal } from './offer-rules.ts';

// Promo codes activated by the player (`campaigns.activateOffer`, `campaigns.takepromotions`): a code
// grants a bonus, a free-spin pack or both (decision 0044). Apart from bonuses.service.ts because the
// free-spin module grants its winnings through that service.

/**
 * `campaigns.activateOffer`: grants what a promo code gives, once per player and at most `max_uses`
 * times in all. A refusal changes nothing and names its reason in `error_data.promo_code`.
 */
export async function activatePromoCode(
  db: Db,
  request: { user: UserRow; code: string; locale: string },
  now: Date,
): Promise<PromoCodeActivation> {
  const { user } = request;
  await consumeRateLimit(db, RATE_LIMITS.promoCodeByAccount, String(user.id), now);
  const promo = await repository.findPromoCode(db, request.code);
  if (!promo) throw offerError('promo_code', 'NOT_FOUND');
  return grantPromoCode(db, { user, promo, locale: request.locale, field: 'promo_code' }, now);
}

/**
 * Grants a promo code's bonus and free-spin pack once per player, within its dates and total uses, in
 * one transaction under the code's lock (so uses are counted over every grant committed before). A
 * player self-excluded or taking a break gets nothing. A refusal names `field`, the parameter the player
 * gave (the code itself, or the promotion that takes it).
 */
export async function grantPromoCode(
  db: Db,
  request: { user: UserRow; promo: PromoCodeRow; locale: string; field: 'promo_code' | 'offer_id' },
  now: Date,
): Promise<PromoCodeActivation> {
  const { user, promo, field } = request;
  const bar = await promotionBar(db, user.id, now);
  if (bar) throw offerError(field, bar);
  const amount = promoCodeAmount(promo, user.currency);
  const onceKey = promoCodeOnceKey(promo);
  const accounts = await bonusAccounts(db, user.id, user.currency);
  const { bonus, pack } = await db.transaction().execute(async (trx) => {
    if (!(await repository.lockPromoCode(trx, promo.id))) throw offerError(field, 'NOT_FOUND');
    const standing = await repository.promoCodeStanding(trx, promo, onceKey, user.id);
    const refusal = promoCodeRefusal(promo, user.currency, standing, now);
    if (refusal) throw offerError(field, refusal);
    const granted = {
      bonus: amount
        ? await grantPromoCodeBonus(
            trx,
            { userId: user.id, currency: user.currency, promo, amount },
            accounts,
            now,
          )
        : undefined,
      pack: promo.free_spins
        ? await grantFreeSpins(
            trx,
            { userId: user.id, currency: user.currency, onceKey, offerId: null, terms: promo.free_spins },
            now,
          )
        : undefined,
    };
    // The once-only keys refused everything: the player's own activation won a race with this one.
    if (!granted.bonus && !granted.pack) throw offerError(field, 'ALREADY_USED');
    return granted;
  });
  return {
    bonus_id: bonus?.id ?? null,
    status: bonus ? (bonus.status === 'active' ? 'active' : 'pending') : null,
    amount: bonus?.amount ?? null,
    currency: user.currency,
    wager_required: bonus?.wager_required ?? null,
    expires_at: bonus?.expires_at.toISOString() ?? null,
    free_spins: pack ? grantedPackView(pack, request.locale) : null,
    ...offerTexts(promo, request.locale),
  };
}

import type { PromoCodeActivation, Promotion } from '@casino/shared/contract/bonuses.contract';
import { consumeRateLimit, RATE_LIMITS } from '../../api/rate-limit.ts';
import type { Db } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import * as repository from './bonuses.repository.ts';
import { offerError, offerTexts } from './bonuses.service.ts';
import { isRunning } from './offer-rules.ts';
import { grantPromoCode } from './promo-codes.service.ts';

/** `campaigns.getpromotions`: the promotions running now, in page order. */
export async function promotionsView(db: Db, locale: string, now: Date): Promise<Promotion[]> {
  const promotions = await repository.listedPromotions(db);
  return promotions
    .filter((promotion) => isRunning(promotion, now))
    .map((promotion) => ({
      id: promotion.id,
      kind: promotion.kind,
      ref_id: promotion.ref_id,
      image: promotion.image,
      ...offerTexts(promotion, locale),
    }));
}

/**
 * `campaigns.takepromotions`: a promo-code promotion grants what the code gives, by the code's own rules;
 * deposit offers and cashback are not taken by a click, so they are refused.
 */
export async function takePromotion(
  db: Db,
  request: { user: UserRow; promotionId: number; locale: string },
  now: Date,
): Promise<PromoCodeActivation> {
  const { user } = request;
  await consumeRateLimit(db, RATE_LIMITS.promoCodeByAccount, String(user.id), now);
  const promotion = await repository.findPromotion(db, request.promotionId);
  if (!promotion) throw offerError('offer_id', 'NOT_FOUND');
  if (!isRunning(promotion, now)) throw offerError('offer_id', 'EXPIRED');
  if (promotion.kind !== 'promo_code') throw offerError('offer_id', 'DEPOSIT_REQUIRED');
  const [promo] = await repository.findPromoCodes(db, [promotion.ref_id]);
  if (!promo) throw offerError('offer_id', 'NOT_FOUND');
  return grantPromoCode(db, { user, promo, locale: request.locale, field: 'offer_id' }, now);
}

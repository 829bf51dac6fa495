import { bonusesContract } from '@casino/shared/contract/bonuses.contract';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { getGeneralInfo } from '../content/content.service.ts';
import { activateBettingPromoCode, checkBettingPromoCode } from './betting-bonuses.service.ts';
import {
  activateBonus,
  bonusesView,
  checkPromoCode,
  deactivateBonus,
  offersView,
  removeBonus,
} from './bonuses.service.ts';
import { activatePromoCode } from './promo-codes.service.ts';
import { promotionsView, takePromotion } from './promotions.service.ts';

export const bonusActions = implementActions(bonusesContract, {
  'campaigns.getoffers': async (params, ctx) =>
    offersView(
      ctx.db,
      {
        userId: ctx.session.userId,
        locale: ctx.request.locale,
        fields: params.fields,
        offset: params.offset,
        count: params.count,
        guestCurrency: (await getGeneralInfo(ctx.db, ctx.contentCache)).default_currency,
      },
      new Date(),
    ),
  'campaigns.checkPromocode': async (params, ctx) => {
    const request = {
      userId: ctx.session.userId,
      ip: ctx.request.ip,
      code: params.promo_code,
      locale: ctx.request.locale,
    };
    const now = new Date();
    return (await checkBettingPromoCode(ctx.db, request, now)) ?? checkPromoCode(ctx.db, request, now);
  },
  'campaigns.activateOffer': async (params, ctx) => {
    const user = await currentUser(ctx);
    const request = { user, code: params.promo_code, locale: ctx.request.locale };
    // A betting promo code (decision 0036) grants a betting bonus; any other is a casino code.
    const now = new Date();
    return (await activateBettingPromoCode(ctx.db, request, now)) ?? activatePromoCode(ctx.db, request, now);
  },
  'campaigns.getpromotions': (_params, ctx) => promotionsView(ctx.db, ctx.request.locale, new Date()),
  'campaigns.takepromotions': async (params, ctx) => {
    const user = await currentUser(ctx);
    return takePromotion(
      ctx.db,
      { user, promotionId: params.offer_id, locale: ctx.request.locale },
      new Date(),
    );
  },
  'bonuses.get': async (_params, ctx) => {
    const user = await currentUser(ctx);
    return bonusesView(ctx.db, user.id, ctx.request.locale, new Date());
  },
  'bonuses.activate': async (params, ctx) => {
    const user = await currentUser(ctx);
    await activateBonus(ctx.db, user.id, params.bonus_id, new Date());
    return 1 as const;
  },
  'bonuses.deactivate': async (params, ctx) => {
    const user = await currentUser(ctx);
    await deactivateBonus(ctx.db, user.id, params.bonus_id, new Date());
    return 1 as const;
  },
  'bonuses.remove': async (params, ctx) => {
    const user = await currentUser(ctx);
    await removeBonus(ctx.db, user.id, params.bonus_id, new Date());
    return 1 as const;
  },
});

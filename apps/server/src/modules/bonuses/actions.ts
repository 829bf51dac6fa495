import { bonusesContract } from '@casino/shared/contract/bonuses.contract';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import {
  activateBonus,
  bonusesView,
  checkPromoCode,
  deactivateBonus,
  offersView,
  removeBonus,
} from './bonuses.service.ts';

export const bonusActions = implementActions(bonusesContract, {
  'campaigns.getoffers': (params, ctx) =>
    offersView(
      ctx.db,
      {
        userId: ctx.session.userId,
        locale: ctx.request.locale,
        fields: params.fields,
        offset: params.offset,
        count: params.count,
      },
      new Date(),
    ),
  'campaigns.checkPromocode': (params, ctx) =>
    checkPromoCode(
      ctx.db,
      {
        userId: ctx.session.userId,
        ip: ctx.request.ip,
        code: params.promo_code,
        locale: ctx.request.locale,
      },
      new Date(),
    ),
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

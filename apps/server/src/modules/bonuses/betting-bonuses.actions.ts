import { bettingBonusesContract } from '@casino/shared/contract/betting-bonuses.contract';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { activateBettingBonus, bettingBonusesView, removeBettingBonus } from './betting-bonuses.service.ts';

export const bettingBonusActions = implementActions(bettingBonusesContract, {
  'BettingBonuses.get': async (_params, ctx) => {
    const user = await currentUser(ctx);
    return bettingBonusesView(ctx.db, user.id, ctx.request.locale, new Date());
  },
  'BettingBonuses.activate': async (params, ctx) => {
    const user = await currentUser(ctx);
    await activateBettingBonus(ctx.db, user.id, params.bonus_id, new Date());
    return 1 as const;
  },
  'BettingBonuses.remove': async (params, ctx) => {
    const user = await currentUser(ctx);
    await removeBettingBonus(ctx.db, user.id, params.bonus_id, new Date());
    return 1 as const;
  },
});

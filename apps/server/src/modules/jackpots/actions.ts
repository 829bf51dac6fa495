import { jackpotsContract } from '@casino/shared/contract/jackpots.contract';
import { implementActions } from '../../api/implement-actions.ts';
import { findUser } from '../account/users.service.ts';
import { getGeneralInfo } from '../content/content.service.ts';
import { jackpotsView, jackpotWinners } from './jackpots.service.ts';

export const jackpotActions = implementActions(jackpotsContract, {
  // Players see their currency's pools; guests the site's default currency's.
  'Jackpots.get': async (params, ctx) => {
    const user = ctx.session.userId === null ? undefined : await findUser(ctx.db, ctx.session.userId);
    const currency =
      params.currency ?? user?.currency ?? (await getGeneralInfo(ctx.db, ctx.contentCache)).default_currency;
    return jackpotsView(ctx.db, currency);
  },
  'Jackpots.getWinners': (params, ctx) =>
    jackpotWinners(ctx.db, { jackpotId: params.jackpot_id, count: params.count }),
});

import { responsibleGamingContract } from '@casino/shared/contract/responsible-gaming.contract';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { clearSessionCookie } from '../../api/session-cookie.ts';
import * as responsibleGaming from './responsible-gaming.service.ts';

export const responsibleGamingActions = implementActions(responsibleGamingContract, {
  'account.getDepositLimit': async (_params, ctx) =>
    responsibleGaming.getDepositLimit(ctx.db, await currentUser(ctx), new Date()),
  'account.setDepositLimit': async (params, ctx) =>
    responsibleGaming.setDepositLimit(ctx.db, await currentUser(ctx), params, new Date()),
  'account.getSelfExclusion': async (_params, ctx) =>
    responsibleGaming.getSelfExclusion(ctx.db, await currentUser(ctx), new Date()),
  'account.selfExclude': async (params, ctx) => {
    const result = await responsibleGaming.selfExclude(ctx.db, await currentUser(ctx), params, new Date());
    // Every session has ended, this one too: the reply signs the browser out.
    clearSessionCookie(ctx);
    return { ...result, signed_out: true as const };
  },
});

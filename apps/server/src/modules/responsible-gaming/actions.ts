import { responsibleGamingContract } from '@casino/shared/contract/responsible-gaming.contract';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { clearSessionCookie } from '../../api/session-cookie.ts';
import * as playLimits from './play-limits.service.ts';
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
  'account.getPlayLimits': async (_params, ctx) =>
    playLimits.getPlayProtection(ctx.db, await currentUser(ctx), new Date()),
  'account.setPlayLimit': async (params, ctx) =>
    playLimits.setPlayLimit(ctx.db, await currentUser(ctx), params, new Date()),
  'account.setRealityCheck': async (params, ctx) =>
    playLimits.setRealityCheck(ctx.db, await currentUser(ctx), params, new Date()),
  'account.getRealityCheck': async (_params, ctx) =>
    playLimits.getRealityCheck(ctx.db, await currentUser(ctx), new Date()),
  'account.takeBreak': async (params, ctx) =>
    playLimits.takeBreak(ctx.db, await currentUser(ctx), params, new Date()),
});

import { sportsBetsContract } from '@casino/shared/contract/sports-bets.contract';
import type { ActionContext } from '../../api/action-context.ts';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { placeBet } from './bet-placement.service.ts';
import { type BetDeps, cashOut, getBet, getBets } from './sports-bets.service.ts';

function betDeps(ctx: ActionContext): BetDeps {
  return {
    db: ctx.db,
    sportsbook: ctx.sportsbook,
    settings: ctx.config.sportsbook,
    now: () => new Date(),
    recoveryGraceMs: ctx.config.recoveryGraceMs,
  };
}

export const sportsBetsActions = implementActions(sportsBetsContract, {
  'sportsbook.placeBet': async (params, ctx) => placeBet(betDeps(ctx), (await currentUser(ctx)).id, params),
  'sportsbook.getBets': async (params, ctx) => getBets(betDeps(ctx), (await currentUser(ctx)).id, params),
  'sportsbook.getBet': async (params, ctx) => getBet(betDeps(ctx), (await currentUser(ctx)).id, params.id),
  'sportsbook.cashOut': async (params, ctx) => cashOut(betDeps(ctx), (await currentUser(ctx)).id, params),
});

import { sportsbookContract } from '@casino/shared/contract/sportsbook.contract';
import type { ActionContext } from '../../api/action-context.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { getMessages } from '../content/content.service.ts';
import { eventWithMarkets, feedLabels, listEvents, listLeagues } from './feed-view.ts';

async function labelsFor(ctx: ActionContext) {
  return feedLabels(await getMessages(ctx.db, ctx.contentCache, ctx.request.locale));
}

/** Browsing the book: sports and leagues, the events list, one event with its markets. */
export const sportsbookFeedActions = implementActions(sportsbookContract, {
  'sportsbook.getLeagues': async (_params, ctx) => listLeagues(ctx.sportsbook, await labelsFor(ctx)),
  'sportsbook.getEvents': async (params, ctx) => listEvents(ctx.sportsbook, await labelsFor(ctx), params),
  'sportsbook.getEvent': async (params, ctx) =>
    eventWithMarkets(ctx.sportsbook, await labelsFor(ctx), params.id),
});

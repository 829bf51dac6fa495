import { sportsbookContract } from '@casino/shared/contract/sportsbook.contract';
import type { ActionContext } from '../../api/action-context.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { getMessages } from '../content/content.service.ts';
import { operatorHold } from './book-operator.service.ts';
import { eventWithMarkets, feedLabels, listEvents, listLeagues } from './feed-view.ts';
import type { Sportsbook } from './sportsbook.service.ts';

/**
 * Answers are kept for a second: every page polling live prices asks the same few questions, and
 * pricing a page of events takes tens of milliseconds. Kept per book, on the book's clock.
 */
const ANSWER_TTL_MS = 1_000;
const ANSWER_CACHE_ENTRIES = 1_000;
const answerCaches = new WeakMap<Sportsbook, TtlCache<unknown>>();

function answer<T>(ctx: ActionContext, action: string, params: unknown, load: () => Promise<T>): Promise<T> {
  let cache = answerCaches.get(ctx.sportsbook);
  if (!cache) {
    cache = new TtlCache<unknown>(ANSWER_TTL_MS, ctx.sportsbook.now, ANSWER_CACHE_ENTRIES);
    answerCaches.set(ctx.sportsbook, cache);
  }
  return cache.get(`${action}\n${ctx.request.locale}\n${JSON.stringify(params)}`, load) as Promise<T>;
}

async function labelsFor(ctx: ActionContext) {
  return feedLabels(await getMessages(ctx.db, ctx.contentCache, ctx.request.locale));
}

/**
 * Browsing the book: sports and leagues, the events list, one event with its markets. What the operator
 * suspended shows suspended (within the answers' second), as placement and cash-out refuse it.
 */
export const sportsbookFeedActions = implementActions(sportsbookContract, {
  'sportsbook.getLeagues': (params, ctx) =>
    answer(ctx, 'getLeagues', params, async () => listLeagues(ctx.sportsbook, await labelsFor(ctx))),
  'sportsbook.getEvents': (params, ctx) =>
    answer(ctx, 'getEvents', params, async () =>
      listEvents(ctx.sportsbook, await labelsFor(ctx), params, await operatorHold(ctx.db)),
    ),
  'sportsbook.getEvent': (params, ctx) =>
    answer(ctx, 'getEvent', params, async () =>
      eventWithMarkets(ctx.sportsbook, await labelsFor(ctx), params.id, await operatorHold(ctx.db)),
    ),
});

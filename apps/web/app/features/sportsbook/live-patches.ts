import type {
  SportsEvent,
  SportsEventSummary,
  SportsMarket,
} from '@casino/shared/contract/sportsbook.contract';
import type { SportsbookUpdate, SportsEventPatch } from '@casino/shared/live/live-protocol';

/** The market the lists show beside each event (the server's main market). */
const MAIN_MARKET_KEY = 'match-result:match';

type EventPage = SportsEvent & { groups: { key: string; name: string; markets: SportsMarket[] }[] };
type EventPageList = { items: SportsEventSummary[]; offset: number; total: number };

/** Prices moved by a patch; undefined when a price is for a selection the page does not know (reload). */
function repriced(
  market: SportsMarket,
  prices: Record<string, number> | undefined,
): SportsMarket | undefined {
  if (!prices) return market;
  if (Object.keys(prices).some((key) => !market.selections.some((s) => s.key === key))) return undefined;
  return {
    ...market,
    selections: market.selections.map((s) => (s.key in prices ? { ...s, odds: prices[s.key] ?? s.odds } : s)),
  };
}

/**
 * An event page after a push; undefined when the page must load the event again: a market it cannot
 * name opened, or the event reopened while the page holds no markets (they are not sent while suspended).
 */
export function patchEventPage(page: EventPage, update: SportsbookUpdate): EventPage | undefined {
  const patch = update.events.find((event) => event.id === page.id);
  if (!patch) return page;
  const state = { ...page, ...patch.state };
  if (page.suspended && !state.suspended && page.groups.length === 0) return undefined;
  const known = new Set(page.groups.flatMap((group) => group.markets.map((market) => market.key)));
  if (Object.keys(patch.odds ?? {}).some((key) => !known.has(key))) return undefined;
  const closed = new Set(patch.closed);
  const groups = [];
  for (const group of page.groups) {
    const markets = [];
    for (const market of group.markets) {
      if (closed.has(market.key)) continue;
      const next = repriced(market, patch.odds?.[market.key]);
      if (!next) return undefined;
      markets.push(next);
    }
    if (markets.length > 0) groups.push({ ...group, markets });
  }
  return { ...state, groups };
}

/**
 * A list of events after a push of the live list; undefined when it must be loaded again: an event went
 * live or ended (the list's members changed), or a main market opened that the list cannot name.
 */
export function patchEventList(list: EventPageList, update: SportsbookUpdate): EventPageList | undefined {
  if (update.ids && !update.full) return undefined;
  if (update.full && list.items.some((item) => isLive(item) && !update.ids?.includes(item.id))) {
    return undefined;
  }
  const patches = new Map(update.events.map((patch) => [patch.id, patch]));
  const items = [];
  for (const item of list.items) {
    const patch = patches.get(item.id);
    const next = patch ? patchSummary(item, patch) : item;
    if (!next) return undefined;
    items.push(next);
  }
  return { ...list, items };
}

function patchSummary(item: SportsEventSummary, patch: SportsEventPatch): SportsEventSummary | undefined {
  const next = { ...item, ...patch.state };
  const prices = patch.odds?.[MAIN_MARKET_KEY];
  if (patch.closed?.includes(MAIN_MARKET_KEY) || next.suspended) return { ...next, main_market: null };
  if (!item.main_market) return prices || item.suspended ? undefined : next;
  const main = repriced(item.main_market, prices);
  return main ? { ...next, main_market: main } : undefined;
}

function isLive(event: Pick<SportsEvent, 'phase'>) {
  return event.phase === 'live' || event.phase === 'interval';
}

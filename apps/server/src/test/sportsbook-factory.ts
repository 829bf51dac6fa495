import { randomUUID } from 'node:crypto';
import type { Db } from '../db/schema.ts';
import type { PlaceBetParams, SelectionParam } from '../modules/sportsbook/bet-placement.service.ts';
import type { BetDeps } from '../modules/sportsbook/sports-bets.service.ts';
import { createSportsbook } from '../modules/sportsbook/sportsbook.service.ts';
import { testConfig } from './test-app.ts';

const HOUR_MS = 3_600_000;
/** Noon UTC on a fixed day: the seeded feed has events live and to come. */
export const BOOK_START = Date.UTC(2026, 10, 26, 12, 0);

/** The sportsbook and the bets on one test clock that a test moves by hand. */
export function testBook(db: Db, start = BOOK_START) {
  let clock = start;
  const sportsbook = createSportsbook(testConfig.sportsbook, () => clock);
  const deps: BetDeps = {
    db,
    sportsbook,
    settings: testConfig.sportsbook,
    now: () => new Date(clock),
    recoveryGraceMs: testConfig.recoveryGraceMs,
  };
  return {
    sportsbook,
    deps,
    now: () => new Date(clock),
    advance(ms: number) {
      clock += ms;
    },
    /** Moves the clock past the end of every event a bet of now can be on. */
    finishAll() {
      clock += 2 * 24 * HOUR_MS;
    },
  };
}

export type TestBook = ReturnType<typeof testBook>;

/**
 * Selections on events that start later (so none is live or suspended), one per event, each on the first
 * market with a selection of the given kind, e.g. `match-result:match` home.
 */
export function upcomingSelections(
  book: TestBook,
  count: number,
  pick: { market?: string; selection?: number } = {},
): SelectionParam[] {
  const soon = book.now().getTime() + 30 * 60_000;
  const selections: SelectionParam[] = [];
  for (const { fixture, view } of book.sportsbook.events(2)) {
    if (view.phase !== 'not-started' || fixture.startsAt < soon) continue;
    const detail = book.sportsbook.event(fixture.id)!;
    const market = detail.markets.find((m) => m.key === (pick.market ?? 'match-result:match'));
    const selection = market?.selections[pick.selection ?? 0];
    if (!market || !selection) continue;
    selections.push({
      event_id: fixture.id,
      market_key: market.key,
      selection_key: selection.key,
      odds: selection.odds,
    });
    if (selections.length === count) return selections;
  }
  throw new Error(`Only ${selections.length} upcoming selections found`);
}

/** A selection on an event being played now, open or suspended as asked. */
export function liveSelection(book: TestBook, state: 'open' | 'suspended'): SelectionParam | undefined {
  for (const { fixture, view } of book.sportsbook.events(1)) {
    if (view.phase !== 'live' || view.suspended !== (state === 'suspended')) continue;
    const detail = book.sportsbook.event(fixture.id)!;
    const market = detail.markets[0];
    const selection = market?.selections[0];
    if (market && selection) {
      return {
        event_id: fixture.id,
        market_key: market.key,
        selection_key: selection.key,
        odds: selection.odds,
      };
    }
  }
  return undefined;
}

export function slip(selections: SelectionParam[], overrides: Partial<PlaceBetParams> = {}): PlaceBetParams {
  return {
    slip_id: randomUUID(),
    type: selections.length === 1 ? 'single' : 'accumulator',
    selections,
    stake: 1_000,
    odds_change: 'none',
    ...overrides,
  };
}

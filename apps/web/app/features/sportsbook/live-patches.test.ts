import type { SportsEventSummary, SportsMarket } from '@casino/shared/contract/sportsbook.contract';
import { describe, expect, it } from 'vitest';
import { patchEventList, patchEventPage } from './live-patches.ts';

const market = (key: string, odds: number[]): SportsMarket => ({
  key,
  kind: 'match-result',
  scope: 'match',
  line: null,
  name: key,
  selections: odds.map((price, index) => ({ key: `s${index}`, name: `S${index}`, odds: price })),
});

const event = (id: string, overrides: Partial<SportsEventSummary> = {}): SportsEventSummary => ({
  id,
  sport: 'football',
  league: { id: 'l', name: 'League', country: 'X' },
  home: { id: 'h', name: 'Home' },
  away: { id: 'a', name: 'Away' },
  starts_at: '2026-11-26T12:00:00.000Z',
  phase: 'live',
  period: 1,
  clock_seconds: 600,
  score: { home: 0, away: 0 },
  periods: [],
  detail: null,
  suspended: false,
  main_market: market('match-result:match', [2000, 3000, 4000]),
  markets_count: 3,
  ...overrides,
});

const page = () => {
  const { main_market: _main, markets_count: _count, ...rest } = event('e1');
  return {
    ...rest,
    groups: [
      { key: 'main', name: 'Main', markets: [market('match-result:match', [2000, 3000, 4000])] },
      { key: 'totals', name: 'Totals', markets: [market('total:match:2.5', [1900, 1900])] },
    ],
  };
};

describe('live patches', () => {
  it('moves the prices and the state of an event page, and drops closed markets', () => {
    const next = patchEventPage(page(), {
      topic: 'sportsbook.event:e1',
      full: false,
      events: [
        {
          id: 'e1',
          state: { ...page(), score: { home: 1, away: 0 }, clock_seconds: 660 },
          odds: { 'match-result:match': { s0: 1500 } },
          closed: ['total:match:2.5'],
        },
      ],
    });
    expect(next?.score).toEqual({ home: 1, away: 0 });
    expect(next?.groups).toHaveLength(1);
    expect(next?.groups[0]?.markets[0]?.selections.map((s) => s.odds)).toEqual([1500, 3000, 4000]);
  });

  it('asks for a reload when a market it cannot name opens, or markets come back after a suspension', () => {
    const update = (odds: Record<string, Record<string, number>>) => ({
      topic: 'sportsbook.event:e1',
      full: false,
      events: [{ id: 'e1', odds }],
    });
    expect(patchEventPage(page(), update({ 'total:match:3.5': { over: 2100 } }))).toBeUndefined();
    expect(patchEventPage(page(), update({ 'match-result:match': { s9: 2100 } }))).toBeUndefined();
    const suspended = { ...page(), suspended: true, groups: [] };
    expect(
      patchEventPage(suspended, {
        topic: 'sportsbook.event:e1',
        full: false,
        events: [{ id: 'e1', state: { ...suspended, suspended: false } }],
      }),
    ).toBeUndefined();
  });

  it('patches the live list in place, and reloads it when its members change', () => {
    const list = { items: [event('e1'), event('e2')], offset: 0, total: 2 };
    const moved = patchEventList(list, {
      topic: 'sportsbook.live',
      full: false,
      events: [{ id: 'e2', odds: { 'match-result:match': { s2: 5000 } } }],
    });
    expect(moved?.items[1]?.main_market?.selections[2]?.odds).toBe(5000);
    expect(moved?.items[0]).toBe(list.items[0]);
    // A suspension takes the prices off until the market reopens (then the list is loaded again).
    const suspended = patchEventList(list, {
      topic: 'sportsbook.live',
      full: false,
      events: [{ id: 'e1', state: { ...event('e1'), suspended: true } }],
    });
    expect(suspended?.items[0]?.main_market).toBeNull();
    expect(
      patchEventList(suspended!, {
        topic: 'sportsbook.live',
        full: false,
        events: [{ id: 'e1', state: { ...event('e1'), suspended: false } }],
      }),
    ).toBeUndefined();
    expect(
      patchEventList(list, { topic: 'sportsbook.live', full: false, events: [], ids: ['e1', 'e2', 'e3'] }),
    ).toBeUndefined();
    // The first (whole) update of a list that holds an event no longer live.
    expect(
      patchEventList(list, { topic: 'sportsbook.live', full: true, events: [], ids: ['e1'] }),
    ).toBeUndefined();
  });
});

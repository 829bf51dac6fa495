import type { SportsEventSummary } from '@casino/shared/contract/sportsbook.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction } from '../../test/api-calls.ts';
import { testBook } from '../../test/sportsbook-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { resumeMarket, suspendMarket } from './book-operator.service.ts';
import { STARTING_SOON_MS } from './feed-view.ts';

describe('the sportsbook feed actions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const events = async (query: Record<string, string>) => {
    const response = await getAction(t, 'sportsbook.getEvents', query);
    expect(response.statusCode).toBe(200);
    return response.json().data as { items: SportsEventSummary[]; total: number; offset: number };
  };

  // The feed runs on the real clock, and a market whose favourite is above 95% is not offered: the first
  // upcoming football match that offers both the match result and the 2.5 total, whichever matches are next.
  const footballWithMainMarkets = async () => {
    const upcoming = (await events({ sport: 'football', status: 'upcoming', count: '30' })).items;
    for (const candidate of upcoming) {
      const data = (await getAction(t, 'sportsbook.getEvent', { id: candidate.id })).json().data;
      const keys = data.groups.flatMap((group: { markets: { key: string }[] }) =>
        group.markets.map((market) => market.key),
      );
      if (keys.includes('match-result:match') && keys.includes('total:match:2.5')) return candidate;
    }
    throw new Error('no upcoming football match offers both main markets');
  };

  it('lists every sport with its leagues and their counts, named in the request locale', async () => {
    const english = (await getAction(t, 'sportsbook.getLeagues', {})).json().data;
    expect(english.map((sport: { sport: string }) => sport.sport)).toEqual([
      'football',
      'tennis',
      'basketball',
      'ice-hockey',
      'esports',
      'volleyball',
    ]);
    const football = english[0];
    expect(football.name).toBe('Football');
    expect(football.leagues.length).toBeGreaterThan(3);
    expect(football.events_count).toBe(
      football.leagues.reduce(
        (sum: number, league: { events_count: number }) => sum + league.events_count,
        0,
      ),
    );
    const german = (await getAction(t, 'sportsbook.getLeagues', { lang: 'de' })).json().data;
    expect(german[0].name).toBe('Fußball');
    // Leagues and their countries too, in every locale (a proper name keeps its own language).
    expect(football.leagues[0]).toMatchObject({
      id: 'football-1',
      country: 'England',
      name: 'Premier Division',
    });
    expect(german[0].leagues[0]).toMatchObject({ country: 'England', name: 'Erste Division' });
    expect(german[0].leagues[1]).toMatchObject({ country: 'Spanien', name: 'Primera' });
    const spanish = (await getAction(t, 'sportsbook.getLeagues', { lang: 'es' })).json().data;
    expect(spanish[1].leagues[0]).toMatchObject({ country: 'Internacional', name: 'Circuito masculino' });
    const tour = (
      await getAction(t, 'sportsbook.getEvents', { lang: 'pt', league: 'tennis-2', count: '1' })
    ).json().data.items[0];
    expect(tour.league).toEqual({ id: 'tennis-2', country: 'Internacional', name: 'Circuito feminino' });
    // Search finds a league by the name the player reads.
    const found = (
      await getAction(t, 'sportsbook.getEvents', { lang: 'de', q: 'damen-tour', count: '1' })
    ).json().data.items[0];
    expect(found.league.id).toBe('tennis-2');
  });

  it('filters events by sport, league, status and search text, and pages them', async () => {
    const all = await events({ count: '100' });
    expect(all.total).toBeGreaterThan(300);
    expect(all.items).toHaveLength(100);
    const starts = all.items.map((event) => Date.parse(event.starts_at));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));

    const live = await events({ status: 'live', count: '100' });
    expect(live.total).toBeGreaterThanOrEqual(1);
    for (const event of live.items) expect(['live', 'interval']).toContain(event.phase);

    const soon = await events({ status: 'soon', count: '100' });
    for (const event of soon.items) {
      expect(event.phase).toBe('not-started');
      expect(Date.parse(event.starts_at) - Date.now()).toBeLessThanOrEqual(STARTING_SOON_MS);
    }

    const tennis = await events({ sport: 'tennis', status: 'upcoming', count: '20' });
    expect(tennis.items.every((event) => event.sport === 'tennis' && event.phase === 'not-started')).toBe(
      true,
    );
    // The feed runs on the real clock, and a match with a favourite above 95% offers no match result:
    // the first tennis match with one, whichever matches are next now.
    const first = tennis.items.find((event) => event.main_market !== null)!;
    expect(first.main_market?.name).toBe('Match result');
    expect(first.main_market?.selections.map((selection) => selection.name)).toEqual([
      first.home.name,
      first.away.name,
    ]);

    const league = await events({ league: first.league.id, count: '100' });
    expect(league.items.every((event) => event.league.id === first.league.id)).toBe(true);

    const search = await events({ q: first.home.name.toUpperCase() });
    expect(search.items.some((event) => event.id === first.id)).toBe(true);

    const page = await events({ offset: '10', count: '5' });
    expect(page.items.map((event) => event.id)).toEqual(all.items.slice(10, 15).map((event) => event.id));
  });

  it('gives one event with its markets grouped and labelled', async () => {
    const football = await footballWithMainMarkets();
    const response = await getAction(t, 'sportsbook.getEvent', { id: football.id });
    expect(response.statusCode).toBe(200);
    const event = response.json().data;
    expect(event.groups[0].key).toBe('main');
    expect(event.groups[0].name).toBe('Main');
    const markets = event.groups.flatMap((group: { markets: unknown[] }) => group.markets);
    const total = markets.find((market: { key: string }) => market.key === 'total:match:2.5');
    expect(total.name).toBe('Total 2.5');
    expect(total.selections.map((selection: { name: string }) => selection.name)).toEqual([
      'Over 2.5',
      'Under 2.5',
    ]);
    const result = markets.find((market: { key: string }) => market.key === 'match-result:match');
    expect(result.selections[1]).toMatchObject({ key: 'draw', name: 'Draw' });
    expect(result.selections[1].odds).toBeGreaterThan(1000);

    const spanish = (await getAction(t, 'sportsbook.getEvent', { id: football.id, lang: 'es' })).json().data;
    expect(spanish.groups[0].markets[0].selections[1].name).toBe('Empate');
  });

  it('shows what the operator suspended as suspended, as placement refuses it', async () => {
    const { id } = await footballWithMainMarkets();
    const deps = {
      db: t.database.db,
      sportsbook: testBook(t.database.db).sportsbook,
      operator: 'test',
      now: new Date(),
    };
    const marketKeys = (data: { groups: { markets: { key: string }[] }[] }) =>
      data.groups.flatMap((group) => group.markets.map((market) => market.key));
    // Answers are shared for a second: each look waits that long after the change.
    const look = async (action: string, params: Record<string, string>) => {
      await new Promise((resolve) => setTimeout(resolve, 1_050));
      return (await getAction(t, action, params)).json().data;
    };
    await suspendMarket(deps, id, 'total:match:2.5');
    const oneMarket = await look('sportsbook.getEvent', { id });
    expect(oneMarket.suspended).toBe(false);
    expect(marketKeys(oneMarket)).not.toContain('total:match:2.5');
    expect(marketKeys(oneMarket)).toContain('match-result:match');

    await suspendMarket(deps, id);
    const whole = await look('sportsbook.getEvent', { id });
    expect(whole).toMatchObject({ suspended: true, groups: [] });
    const listed = await look('sportsbook.getEvents', { sport: 'football', status: 'upcoming', count: '30' });
    expect(listed.items.find((item: { id: string }) => item.id === id)).toMatchObject({
      id,
      suspended: true,
      main_market: null,
    });

    await resumeMarket(deps, id);
    await resumeMarket(deps, id, 'total:match:2.5');
    const resumed = await look('sportsbook.getEvent', { id });
    expect(resumed.suspended).toBe(false);
    expect(marketKeys(resumed)).toContain('total:match:2.5');
  });

  it('refuses unknown events and bad parameters with the error envelope', async () => {
    for (const id of ['football-1-999', 'nonsense', 'curling-20000-1']) {
      const response = await getAction(t, 'sportsbook.getEvent', { id });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: { type: 'InvalidParameterException', invalid_parameters: { id: expect.any(String) } },
      });
    }
    const refused: Record<string, string>[] = [
      { sport: 'curling' },
      { status: 'tomorrow' },
      { count: '0' },
      { offset: '-1' },
    ];
    for (const query of refused) {
      const response = await getAction(t, 'sportsbook.getEvents', query);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.type).toBe('InvalidParameterException');
    }
    expect((await getAction(t, 'sportsbook.getEvent', {})).statusCode).toBe(400);
  });
});

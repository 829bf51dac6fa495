import type { Messages } from '@casino/shared/content/site-content';
import type {
  SportsEvent,
  SportsEventSummary,
  SportsMarket,
} from '@casino/shared/contract/sportsbook.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import type { SportsEventState } from '@casino/shared/live/live-protocol';
import {
  createMarketLabels,
  MARKET_GROUPS,
  type MarketLabels,
  marketGroup,
} from '@casino/shared/sportsbook/market-labels';
import type { EventStatus } from '@casino/shared/sportsbook/sports';
import { messageLookup } from '@casino/shared/validation/message-text';
import type { OperatorHold } from './book-operator.service.ts';
import type { League } from './feed/catalogue.ts';
import type { Fixture } from './feed/fixtures.ts';
import { isOutrightId } from './feed/outrights.ts';
import type { MatchView } from './feed/simulated-match.ts';
import { SPORTS, type Sport } from './feed/sports.ts';
import type { PricedMarket } from './pricing/price-market.ts';
import type { Sportsbook } from './sportsbook.service.ts';

/** "Starting soon": kick-off within this long. */
export const STARTING_SOON_MS = 2 * 3_600_000;

/** The market a list shows beside each event. */
export const MAIN_MARKET_KEY = 'match-result:match';

export type EventQuery = {
  sport?: Sport | undefined;
  league?: string | undefined;
  status?: EventStatus | undefined;
  q?: string | undefined;
  offset: number;
  count: number;
};

/**
 * The feed's names in the player's language: sports, leagues (by id) and countries (by their English
 * name in lower case) from the messages, markets from their definitions. A league or country the
 * messages do not name keeps the feed's own name (a vendor's feed brings leagues the site never listed).
 */
export function feedLabels(messages: Messages) {
  const lookup = messageLookup(messages) as (key: string) => string | undefined;
  return {
    sport: (sport: Sport) => lookup(`sportsbook.sports.${sport}`) ?? sport,
    /** A league's cup of the week (its outright), named for the player. */
    cup: (league: string) => lookup('sportsbook.cup')?.replace('{{league}}', league) ?? league,
    league: (league: Pick<League, 'id' | 'name' | 'country'>) => ({
      name: lookup(`sportsbook.leagues.${league.id}`) ?? league.name,
      country: lookup(`sportsbook.countries.${league.country.toLowerCase()}`) ?? league.country,
    }),
    markets: createMarketLabels(lookup),
  };
}

export type FeedLabels = ReturnType<typeof feedLabels>;

export const isPlaying = (view: MatchView) => view.phase === 'live' || view.phase === 'interval';

/** Folds case and accents so "munchen" finds "München". */
function folded(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function listLeagues(book: Sportsbook, labels: FeedLabels) {
  const events = book.events();
  return SPORTS.map((sport) => {
    const leagues = book
      .leagues()
      .filter((league) => league.sport === sport)
      .map((league) => {
        const own = events.filter((event) => event.fixture.leagueId === league.id);
        return {
          id: league.id,
          ...labels.league(league),
          events_count: own.length,
          live_count: own.filter((event) => isPlaying(event.view)).length,
        };
      });
    return {
      sport,
      name: labels.sport(sport),
      events_count: leagues.reduce((sum, league) => sum + league.events_count, 0),
      live_count: leagues.reduce((sum, league) => sum + league.live_count, 0),
      leagues,
    };
  });
}

export const NOTHING_HELD: OperatorHold = () => false;

export function listEvents(
  book: Sportsbook,
  labels: FeedLabels,
  query: EventQuery,
  held: OperatorHold = NOTHING_HELD,
) {
  const now = book.now();
  const leagues = new Map(book.leagues().map((league) => [league.id, league]));
  const needle = query.q ? folded(query.q) : undefined;
  const matching = book.events().filter(({ fixture, view }) => {
    if (query.sport && fixture.sport !== query.sport) return false;
    if (query.league && fixture.leagueId !== query.league) return false;
    if (query.status === 'live' && !isPlaying(view)) return false;
    if (query.status === 'upcoming' && view.phase !== 'not-started') return false;
    if (
      query.status === 'soon' &&
      (view.phase !== 'not-started' || fixture.startsAt - now > STARTING_SOON_MS)
    ) {
      return false;
    }
    if (needle) {
      const league = leagues.get(fixture.leagueId);
      // The league as the player reads it, and as the feed names it.
      const names = league ? `${labels.league(league).name} ${league.name}` : '';
      const haystack = folded(`${fixture.home.name} ${fixture.away.name} ${names}`);
      if (!haystack.includes(needle)) return false;
    }
    return true;
  });
  // Prices are worked out for the page shown only: pricing every market of an event takes milliseconds.
  const items = matching.slice(query.offset, query.offset + query.count).map(({ fixture }) => {
    const detail = book.event(fixture.id)!;
    const main = detail.markets.find((market) => market.key === MAIN_MARKET_KEY);
    const event = eventOf(book, labels, detail.fixture, detail.view, held);
    return {
      ...event,
      main_market:
        main && !event.suspended && !held(fixture.id, main.key)
          ? marketOf(labels.markets, detail.fixture, main)
          : null,
      markets_count: detail.markets.length,
    } satisfies SportsEventSummary;
  });
  return { items, offset: query.offset, total: matching.length };
}

export function eventWithMarkets(
  book: Sportsbook,
  labels: FeedLabels,
  id: string,
  held: OperatorHold = NOTHING_HELD,
) {
  const detail = book.event(id);
  if (!detail) {
    throw new ApiError('InvalidParameterException', `Unknown event: ${id}`, {
      status: 404,
      invalidParameters: { id: 'Unknown event' },
    });
  }
  // While suspended (by the feed or the operator) the markets are shown closed: no prices to click.
  const event = eventOf(book, labels, detail.fixture, detail.view, held);
  const markets = event.suspended ? [] : detail.markets.filter((market) => !held(id, market.key));
  // Sides as the player reads them (an outright's `home` is its cup's name).
  const named = { ...detail.fixture, home: { ...detail.fixture.home, name: event.home.name } };
  const groups = MARKET_GROUPS.map((group) => ({
    key: group,
    name: labels.markets.group(group),
    markets: markets
      .filter((market) => marketGroup(shapeOf(market)) === group)
      .map((market) => marketOf(labels.markets, named, market, book.teamName)),
  })).filter((group) => group.markets.length > 0);
  return { ...event, groups };
}

function eventOf(
  book: Sportsbook,
  labels: FeedLabels,
  fixture: Fixture,
  view: MatchView,
  held: OperatorHold,
): SportsEvent {
  const league = book.leagues().find((candidate) => candidate.id === fixture.leagueId);
  return {
    id: fixture.id,
    sport: fixture.sport,
    league: { id: fixture.leagueId, ...(league ? labels.league(league) : { name: '', country: '' }) },
    home: {
      id: fixture.home.id,
      name: isOutrightId(fixture.id)
        ? labels.cup(league ? labels.league(league).name : '')
        : fixture.home.name,
    },
    away: { id: fixture.away.id, name: fixture.away.name },
    starts_at: new Date(fixture.startsAt).toISOString(),
    ...eventState(fixture, view, held),
  };
}

/** What changes of an event while it is played (pushed over the live channel as it changes). */
export function eventState(fixture: Fixture, view: MatchView, held: OperatorHold): SportsEventState {
  return {
    phase: view.phase,
    period: view.period,
    clock_seconds: view.clockMs === undefined ? null : Math.floor(view.clockMs / 1000),
    score: view.score,
    periods: [...view.periods],
    detail: view.detail ?? null,
    suspended: view.suspended || held(fixture.id),
  };
}

function shapeOf({ market }: PricedMarket) {
  return {
    kind: market.kind,
    scope: market.kind === 'outright' ? undefined : market.scope,
    line: market.kind === 'total' || market.kind === 'handicap' ? market.line : undefined,
  };
}

function marketOf(
  labels: MarketLabels,
  fixture: Fixture,
  priced: PricedMarket,
  teamName: (id: string) => string | undefined = () => undefined,
): SportsMarket {
  const shape = shapeOf(priced);
  // An outright's selections are teams: each is named as the `away` side of its own pick.
  const sidesOf = (key: string) => ({
    home: fixture.home.name,
    away: priced.market.kind === 'outright' ? (teamName(key) ?? key) : fixture.away.name,
  });
  return {
    key: priced.key,
    kind: priced.market.kind,
    scope: shape.scope ?? 'match',
    line: shape.line ?? null,
    name: labels.market(shape),
    selections: priced.selections.map((selection) => ({
      key: selection.key,
      name: labels.selection(shape, selection.key, sidesOf(selection.key)),
      odds: selection.odds,
    })),
  };
}

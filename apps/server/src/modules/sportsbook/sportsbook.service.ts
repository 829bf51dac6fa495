import { hundredthsIn, type MinorUnits } from '@casino/shared/money/minor-units';
import type { BetType } from '@casino/shared/sportsbook/bet-types';
import { type BetLegState, type BetSettlement, settleBet } from './bet-settlement.ts';
import { buildCatalogue, type League } from './feed/catalogue.ts';
import { DAY_MS, type Fixture, fixtureById, fixturesBetween } from './feed/fixtures.ts';
import { isOutrightId, outrightFixture, parseOutrightId, playOutright, weekOf } from './feed/outrights.ts';
import { playMatch } from './feed/play-match.ts';
import type { MatchView, SimulatedMatch } from './feed/simulated-match.ts';
import type { Market } from './markets.ts';
import type { Odds } from './odds.ts';
import type { PricedMarket } from './pricing/price-market.ts';
import { type LegOutcome, settleSelection } from './settle-selection.ts';

/** The sportsbook's configuration (parsed once at boot by the caller). */
export type SportsbookConfig = {
  /** Makes the whole feed reproducible: the same seed, the same world, fixtures and matches. */
  readonly seed: string;
  /** The margin every market carries, e.g. 0.05 for implied probabilities summing to 105%. */
  readonly margin: number;
  /** The most a bet pays, in hundredths of a unit of the bet's currency (decision 0061). */
  readonly maxPayout: MinorUnits;
};

/** What a player sees of an event: its fixture, where it stands, and its markets (closed while suspended). */
export type EventDetail = { fixture: Fixture; view: MatchView; markets: PricedMarket[] };

/** The price of a selection right now, as placement re-checks it after the bet delay. */
export type Quote = { state: 'open'; odds: Odds } | { state: 'suspended' } | { state: 'closed' };

/** Matches already played out, by fixture id: a match is a pure function of its fixture, so caching is safe. */
const MATCH_CACHE_LIMIT = 2_000;

/**
 * The built-in sportsbook provider behind one seam: the feed (world, fixtures, live simulation), prices
 * and settlement. Time comes from `now`, so a test clock can fast-forward the whole book. No storage yet:
 * bets, the wallet postings and operator actions call into this from the next step.
 */
export function createSportsbook(config: SportsbookConfig, now: () => number) {
  const catalogue: League[] = buildCatalogue(config.seed);
  const leagueOf = (id: string) => catalogue.find((league) => league.id === id);
  // A fixture, or a league's weekly cup (its outright), rebuilt from its id.
  const findFixture = (id: string): Fixture | undefined => {
    if (!isOutrightId(id)) return fixtureById(config.seed, catalogue, id);
    const cup = parseOutrightId(id);
    const league = cup && leagueOf(cup.leagueId);
    return league && cup ? outrightFixture(league, cup.week) : undefined;
  };
  const teams = new Map(catalogue.flatMap((league) => league.teams.map((team) => [team.id, team.name])));
  const matches = new Map<string, SimulatedMatch>();
  const matchOf = (fixture: Fixture): SimulatedMatch => {
    let match = matches.get(fixture.id);
    if (!match) {
      if (matches.size >= MATCH_CACHE_LIMIT) matches.delete(matches.keys().next().value!);
      match = isOutrightId(fixture.id)
        ? playOutright(fixture, leagueOf(fixture.leagueId)!, config.seed)
        : playMatch(fixture, config.seed);
      matches.set(fixture.id, match);
    }
    return match;
  };
  // Pricing every market of an event takes milliseconds and a page, a quote, a cash-out offer and the
  // live push all ask for it: an event is priced once per second of the book's clock (the clock a page
  // shows moves by seconds), the rest of that second reads the same prices.
  const priced = new Map<string, { second: number; detail: EventDetail }>();
  const detailOf = (fixture: Fixture): EventDetail => {
    const at = now();
    const second = Math.floor(at / 1000);
    const cached = priced.get(fixture.id);
    if (cached?.second === second) return cached.detail;
    const match = matchOf(fixture);
    const elapsed = at - fixture.startsAt;
    const detail = { fixture, view: match.viewAt(elapsed), markets: match.marketsAt(elapsed, config.margin) };
    if (priced.size >= MATCH_CACHE_LIMIT) priced.delete(priced.keys().next().value!);
    priced.set(fixture.id, { second, detail });
    return detail;
  };

  return {
    /** The book's clock (a test clock when fast-forwarded): what "starting soon" is measured from. */
    now,

    leagues: (): readonly League[] => catalogue,

    /** A team's (or player's) name by its id: outright selections are team ids. */
    teamName: (id: string): string | undefined => teams.get(id),

    /**
     * Events live now or starting within `days` (7 by default), in kick-off order, without their
     * markets; each league's cup of the week (its outright, decided when the week ends) among them.
     */
    events(days = 7): { fixture: Fixture; view: MatchView }[] {
      const at = now();
      const cups = catalogue.map((league) => outrightFixture(league, weekOf(at)));
      // A day back covers every match still being played (the longest last a few hours).
      return [...fixturesBetween(config.seed, catalogue, at - DAY_MS, at + days * DAY_MS), ...cups]
        .sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id))
        .map((fixture) => ({ fixture, view: matchOf(fixture).viewAt(at - fixture.startsAt) }))
        .filter(({ view }) => view.phase !== 'ended');
    },

    event(id: string): EventDetail | undefined {
      const fixture = findFixture(id);
      return fixture && detailOf(fixture);
    },

    /** A selection's current price, or why it cannot be had (suspended, or the market is gone). */
    quote(eventId: string, marketKey: string, selection: string): Quote {
      const detail = this.event(eventId);
      if (!detail || detail.view.phase === 'ended') return { state: 'closed' };
      const market = detail.markets.find((m) => m.key === marketKey);
      const priced = market?.selections.find((s) => s.key === selection);
      if (!priced) return { state: 'closed' };
      return detail.view.suspended ? { state: 'suspended' } : { state: 'open', odds: priced.odds };
    },

    /** How a leg stands: open until its event has finished, then settled by the result. */
    legOutcome(eventId: string, market: Market, selection: string): LegOutcome | 'open' {
      const fixture = findFixture(eventId);
      if (!fixture) return 'void';
      const match = matchOf(fixture);
      if (now() < fixture.startsAt + match.durationMs) return 'open';
      return settleSelection(market, selection, match.result);
    },

    /** A bet's settlement from its legs' states, capped at the configured maximum payout in its currency. */
    settle(
      type: BetType,
      unitStake: MinorUnits,
      legs: readonly BetLegState[],
      currency: string,
    ): BetSettlement {
      return settleBet(type, unitStake, legs, hundredthsIn(config.maxPayout, currency));
    },
  };
}

export type Sportsbook = ReturnType<typeof createSportsbook>;

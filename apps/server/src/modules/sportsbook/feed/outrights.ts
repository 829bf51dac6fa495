import { seededRandom } from '../../../lib/seeded-random.ts';
import type { Market } from '../markets.ts';
import { priceFair } from '../pricing/price-market.ts';
import type { League, Team } from './catalogue.ts';
import { DAY_MS, type Fixture } from './fixtures.ts';
import type { MatchView, SimulatedMatch } from './simulated-match.ts';

/**
 * Outrights: every league plays a knockout cup each week (weeks counted from the epoch), decided when
 * the week ends. Its one market is the winner, priced from the teams' ratings — the exact chance of each
 * team winning the draw's bracket — with the book's margin, offered all week and settled on the winner
 * drawn from the seed. The cup is an event of its own (`outright-{league}-{week}`), so it is placed,
 * cashed out and settled like any other; its "start" is the week's end, when it is decided.
 */
export const WEEK_MS = 7 * DAY_MS;

/** How far a rating difference of 1 moves the chance of winning a tie: 1 − 1/(1+e^1.2) ≈ 77%. */
const RATING_SCALE = 1.2;

export function outrightId(leagueId: string, week: number): string {
  return `outright-${leagueId}-${week}`;
}

export function isOutrightId(id: string): boolean {
  return id.startsWith('outright-');
}

/** The cup an id names, or undefined. */
export function parseOutrightId(id: string): { leagueId: string; week: number } | undefined {
  const match = /^outright-([a-z-]+-\d+)-(\d+)$/.exec(id);
  return match ? { leagueId: match[1]!, week: Number(match[2]) } : undefined;
}

/** The week a moment falls in. */
export function weekOf(at: number): number {
  return Math.floor(at / WEEK_MS);
}

/**
 * The cup as a fixture: `home` names the cup (its id; the site names it), there is no `away` side, and
 * it "starts" when it is decided, at the end of its week.
 */
export function outrightFixture(league: League, week: number): Fixture {
  const id = outrightId(league.id, week);
  return {
    id,
    sport: league.sport,
    leagueId: league.id,
    home: { id, name: league.name, rating: 0 },
    away: { id: '', name: '', rating: 0 },
    startsAt: (week + 1) * WEEK_MS,
  };
}

export function outrightMarket(fixture: Fixture): Market {
  return { kind: 'outright', competitionId: fixture.id };
}

/** The chance that `a` beats `b` in one tie (a knockout tie always has a winner). */
export function beats(a: Team, b: Team): number {
  return 1 / (1 + Math.exp(-RATING_SCALE * (a.rating - b.rating)));
}

/** The week's draw: the league's teams in a seeded order, padded with byes to a power of two. */
export function drawOf(seed: string, league: League, week: number): (Team | undefined)[] {
  const teams = seededRandom(`${seed}:outright:${league.id}:${week}`).shuffle(league.teams);
  let size = 1;
  while (size < teams.length) size *= 2;
  // Byes spread over the bracket: every other slot of the first round, from the end.
  const slots: (Team | undefined)[] = new Array(size).fill(undefined);
  const byes = size - teams.length;
  let next = 0;
  for (let slot = 0; slot < size; slot++) {
    const isBye = slot % 2 === 1 && (size - 1 - slot) / 2 < byes;
    if (!isBye) slots[slot] = teams[next++];
  }
  return slots;
}

/**
 * Each team's exact chance of winning the bracket: round by round, the chance of reaching the next
 * round is the chance of reaching this one times the chance of beating whoever comes out of the
 * neighbouring block (a bye: going through).
 */
export function winChances(slots: readonly (Team | undefined)[]): Map<string, number> {
  let reach: number[] = slots.map((team) => (team ? 1 : 0));
  for (let block = 1; block < slots.length; block *= 2) {
    const next = reach.slice();
    for (let slot = 0; slot < slots.length; slot++) {
      const team = slots[slot];
      if (!team || reach[slot] === 0) continue;
      // The neighbouring block of this round: whoever comes out of it is the opponent.
      const start = (Math.floor(slot / block) ^ 1) * block;
      let opponents = 0;
      let win = 0;
      for (let other = start; other < start + block; other++) {
        const rival = slots[other];
        if (!rival) continue;
        opponents += reach[other]!;
        win += reach[other]! * beats(team, rival);
      }
      next[slot] = opponents === 0 ? reach[slot]! : reach[slot]! * win;
    }
    reach = next;
  }
  return new Map(slots.flatMap((team, slot) => (team ? [[team.id, reach[slot]!] as const] : [])));
}

/** The cup played out from the seed: each tie won with its chance. */
export function playBracket(seed: string, league: League, week: number): Team {
  const random = seededRandom(`${seed}:outright-result:${league.id}:${week}`);
  let round = drawOf(seed, league, week);
  while (round.length > 1) {
    const next: (Team | undefined)[] = [];
    for (let slot = 0; slot < round.length; slot += 2) {
      const [a, b] = [round[slot], round[slot + 1]];
      next.push(!a ? b : !b ? a : random.next() < beats(a, b) ? a : b);
    }
    round = next;
  }
  return round[0]!;
}

const NOT_STARTED: MatchView = {
  phase: 'not-started',
  period: 0,
  clockMs: undefined,
  score: { home: 0, away: 0 },
  periods: [],
  detail: undefined,
  suspended: false,
};

/** The cup as the book plays a match: priced until its week ends, then decided. */
export function playOutright(fixture: Fixture, league: League, seed: string): SimulatedMatch {
  const { week } = parseOutrightId(fixture.id)!;
  const chances = winChances(drawOf(seed, league, week));
  const ids = [...chances.keys()];
  const winner = playBracket(seed, league, week);
  return {
    fixture,
    durationMs: 0,
    events: [],
    viewAt: (elapsed) => (elapsed < 0 ? NOT_STARTED : { ...NOT_STARTED, phase: 'ended' }),
    marketsAt(elapsed, margin) {
      if (elapsed >= 0) return [];
      const priced = priceFair(
        outrightMarket(fixture),
        ids,
        ids.map((id) => chances.get(id)!),
        margin,
      );
      return priced ? [priced] : [];
    },
    result: { status: 'finished', scores: {}, winnerId: winner.id },
  };
}

import { seededRandom } from '../../../lib/seeded-random.ts';
import type { League, Team } from './catalogue.ts';
import { FIXTURES_PER_DAY, SPORTS, type Sport } from './sports.ts';

export type Fixture = {
  /** Stable across processes: seed-independent text a bet can refer to, e.g. `football-20417-3`. */
  readonly id: string;
  readonly sport: Sport;
  readonly leagueId: string;
  readonly home: Team;
  readonly away: Team;
  /** Epoch milliseconds, on a five-minute grid. */
  readonly startsAt: number;
};

export const DAY_MS = 86_400_000;
const SLOT_MS = 5 * 60_000;

/**
 * The fixtures of one UTC day of one sport: a pure function of the seed and the day number, so the
 * schedule rolls forward as the clock does without anything stored, and every process agrees on it. A
 * side plays at most once a day; kick-offs spread evenly over the whole day so events are always live.
 */
export function fixturesOfDay(
  seed: string,
  catalogue: readonly League[],
  sport: Sport,
  day: number,
): Fixture[] {
  const random = seededRandom(`${seed}:fixtures:${sport}:${day}`);
  const leagues = catalogue.filter((league) => league.sport === sport);
  const pairs: { league: League; home: Team; away: Team }[] = [];
  for (const league of leagues) {
    const teams = random.shuffle(league.teams);
    for (let i = 0; i + 1 < teams.length; i += 2)
      pairs.push({ league, home: teams[i]!, away: teams[i + 1]! });
  }
  const chosen = random.shuffle(pairs).slice(0, FIXTURES_PER_DAY[sport]);
  const slots = DAY_MS / SLOT_MS;
  return chosen
    .map((pair, index) => ({
      id: `${sport}-${day}-${index + 1}`,
      sport,
      leagueId: pair.league.id,
      home: pair.home,
      away: pair.away,
      // One kick-off in each equal stretch of the day: no hour goes without live events.
      startsAt:
        day * DAY_MS +
        (Math.floor((index * slots) / chosen.length) + random.int(Math.floor(slots / chosen.length))) *
          SLOT_MS,
    }))
    .sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
}

/** Every fixture of every sport starting in [from, to), in kick-off order. */
export function fixturesBetween(
  seed: string,
  catalogue: readonly League[],
  from: number,
  to: number,
): Fixture[] {
  const fixtures: Fixture[] = [];
  for (let day = Math.floor(from / DAY_MS); day * DAY_MS < to; day++) {
    for (const sport of SPORTS) {
      for (const fixture of fixturesOfDay(seed, catalogue, sport, day)) {
        if (fixture.startsAt >= from && fixture.startsAt < to) fixtures.push(fixture);
      }
    }
  }
  return fixtures.sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
}

/** The fixture an id names, rebuilt from the seed (an id carries its sport and day). */
export function fixtureById(seed: string, catalogue: readonly League[], id: string): Fixture | undefined {
  const match = /^([a-z-]+)-(\d+)-\d+$/.exec(id);
  if (!match) return undefined;
  const sport = match[1] as Sport;
  if (!SPORTS.includes(sport)) return undefined;
  return fixturesOfDay(seed, catalogue, sport, Number(match[2])).find((fixture) => fixture.id === id);
}

import { seededRandom } from '../../../lib/seeded-random.ts';
import { tennisMarkets } from '../pricing/tennis-markets.ts';
import type { ServeStrength } from '../pricing/tennis-model.ts';
import type { Fixture } from './fixtures.ts';
import type { ScoreEvent, SimulatedMatch } from './simulated-match.ts';
import type { Side } from './sports.ts';
import { isSuspended, suspensionWindows } from './suspension.ts';
import { addTennisPoint, gameCall, setsWon, type TennisState, tennisStart } from './tennis-state.ts';

/** Serve points won by an average player; a rating point is worth 2.5 points of it. */
const BASE_SERVE = 0.63;
const RATING_WEIGHT = 0.025;

export function serveStrength(fixture: Fixture): ServeStrength {
  const gap = fixture.home.rating - fixture.away.rating;
  return { home: BASE_SERVE + RATING_WEIGHT * gap, away: BASE_SERVE - RATING_WEIGHT * gap };
}

function gamesPlayed(state: TennisState): number {
  const sets = [...state.completed, state.current.games];
  return sets.reduce((sum, set) => sum + set.home + set.away, 0);
}

/**
 * Plays a best-of-three tennis match point by point with the serve probabilities it is priced from:
 * 25–55 s a point, a pause after each game, a longer one at changeovers and between sets.
 */
export function playTennisMatch(fixture: Fixture, seed: string): SimulatedMatch {
  const random = seededRandom(`${seed}:match:${fixture.id}`);
  const serve = serveStrength(fixture);
  const homeServedFirst = random.chance(0.5);
  const points: ScoreEvent[] = [];
  const states: TennisState[] = [tennisStart(homeServedFirst)];
  const gameEnds: number[] = [];
  let at = 0;
  let state = states[0]!;
  while (!state.finished) {
    at += 25_000 + random.int(30_000);
    const p = state.current.homeServes ? serve.home : 1 - serve.away;
    const side: Side = random.next() < p ? 'home' : 'away';
    const before = state;
    state = addTennisPoint(state, side);
    points.push({ atMs: at, side, points: 1 });
    states.push(state);
    if (gamesPlayed(state) !== gamesPlayed(before)) {
      gameEnds.push(at);
      const setEnded = state.completed.length > before.completed.length;
      at += setEnded
        ? 120_000
        : (state.current.games.home + state.current.games.away) % 2 === 1
          ? 90_000
          : 20_000;
    }
  }
  const durationMs = points[points.length - 1]!.atMs + 1;
  const windows = suspensionWindows(random, gameEnds, durationMs);
  const stateAt = (elapsedMs: number): TennisState => {
    let index = 0;
    while (index < points.length && points[index]!.atMs <= elapsedMs) index++;
    return states[index]!;
  };

  return {
    fixture,
    durationMs,
    events: points,
    viewAt(elapsedMs) {
      const now = stateAt(elapsedMs);
      const phase = elapsedMs < 0 ? 'not-started' : elapsedMs >= durationMs ? 'ended' : 'live';
      const periods = now.finished ? now.completed : [...now.completed, now.current.games];
      return {
        phase,
        period: phase === 'not-started' ? 0 : now.completed.length + (now.finished ? 0 : 1),
        clockMs: undefined,
        score: setsWon(now),
        periods,
        detail: phase === 'live' ? gameCall(now) : undefined,
        suspended: phase === 'live' && isSuspended(windows, elapsedMs),
      };
    },
    marketsAt(elapsedMs, margin) {
      const now = stateAt(elapsedMs);
      if (now.finished) return [];
      return tennisMarkets(serve, now.completed, now.current, homeServedFirst, margin);
    },
    get result() {
      const final = states[states.length - 1]!;
      const games = final.completed.reduce(
        (sum, set) => ({ home: sum.home + set.home, away: sum.away + set.away }),
        { home: 0, away: 0 },
      );
      return {
        status: 'finished',
        scores: { match: setsWon(final), games, 'set-1': final.completed[0]! },
      } as const;
    },
  };
}

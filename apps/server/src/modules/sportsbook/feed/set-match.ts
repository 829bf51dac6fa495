import { seededRandom } from '../../../lib/seeded-random.ts';
import type { Score } from '../markets.ts';
import type { RaceFormat } from '../pricing/race-model.ts';
import { setSportMarkets } from '../pricing/set-sport-markets.ts';
import type { Fixture } from './fixtures.ts';
import type { ScoreEvent, SimulatedMatch } from './simulated-match.ts';
import type { Side } from './sports.ts';
import { isSuspended, suspensionWindows } from './suspension.ts';

/** A sport of races: the format, the rally (round) length and pause between sets, and a rating's worth. */
type SetSport = {
  format: RaceFormat;
  pointMs: readonly [number, number];
  setBreakMs: number;
  ratingWeight: number;
  homeAdvantage: number;
};

/** Best of five sets to 25, the fifth to 15. */
export const VOLLEYBALL: SetSport = {
  format: { setsToWin: 3, target: (index) => (index === 4 ? 15 : 25) },
  pointMs: [15_000, 35_000],
  setBreakMs: 180_000,
  ratingWeight: 0.012,
  homeAdvantage: 0.005,
};

/** A tactical shooter: best of three maps, first to 13 rounds (overtime played as win-by-two). */
export const ESPORTS: SetSport = {
  format: { setsToWin: 2, target: () => 13 },
  pointMs: [80_000, 130_000],
  setBreakMs: 300_000,
  ratingWeight: 0.03,
  homeAdvantage: 0,
};

export function pointProbability(sport: SetSport, fixture: Fixture): number {
  return 0.5 + sport.ratingWeight * (fixture.home.rating - fixture.away.rating) + sport.homeAdvantage;
}

type RaceState = { sets: Score; points: Score; periods: Score[] };

/** Plays a volleyball or esports match rally by rally (round by round) with the probability it is priced by. */
export function playSetMatch(sport: SetSport, fixture: Fixture, seed: string): SimulatedMatch {
  const random = seededRandom(`${seed}:match:${fixture.id}`);
  const p = pointProbability(sport, fixture);
  const { setsToWin, target } = sport.format;
  const events: ScoreEvent[] = [];
  const states: RaceState[] = [{ sets: { home: 0, away: 0 }, points: { home: 0, away: 0 }, periods: [] }];
  const setEnds: number[] = [];
  let at = 0;
  let state = states[0]!;
  while (state.sets.home < setsToWin && state.sets.away < setsToWin) {
    at += sport.pointMs[0] + random.int(sport.pointMs[1] - sport.pointMs[0]);
    const side: Side = random.next() < p ? 'home' : 'away';
    const points =
      side === 'home'
        ? { ...state.points, home: state.points.home + 1 }
        : { ...state.points, away: state.points.away + 1 };
    const goal = target(state.sets.home + state.sets.away);
    const setOver = Math.max(points.home, points.away) >= goal && Math.abs(points.home - points.away) >= 2;
    state = setOver
      ? {
          sets:
            side === 'home'
              ? { ...state.sets, home: state.sets.home + 1 }
              : { ...state.sets, away: state.sets.away + 1 },
          points: { home: 0, away: 0 },
          periods: [...state.periods, points],
        }
      : { ...state, points };
    events.push({ atMs: at, side, points: 1 });
    states.push(state);
    if (setOver) {
      setEnds.push(at);
      at += sport.setBreakMs;
    }
  }
  const durationMs = events[events.length - 1]!.atMs + 1;
  const windows = suspensionWindows(random, setEnds, durationMs);
  const stateAt = (elapsedMs: number): RaceState => {
    let index = 0;
    while (index < events.length && events[index]!.atMs <= elapsedMs) index++;
    return states[index]!;
  };
  const final = states[states.length - 1]!;

  return {
    fixture,
    durationMs,
    events,
    viewAt(elapsedMs) {
      const now = stateAt(elapsedMs);
      const phase = elapsedMs < 0 ? 'not-started' : elapsedMs >= durationMs ? 'ended' : 'live';
      return {
        phase,
        period:
          phase === 'not-started' ? 0 : Math.min(now.periods.length + 1, now.sets.home + now.sets.away + 1),
        clockMs: undefined,
        score: now.sets,
        periods: phase === 'ended' ? now.periods : [...now.periods, now.points],
        detail: undefined,
        suspended: phase === 'live' && isSuspended(windows, elapsedMs),
      };
    },
    marketsAt(elapsedMs, margin) {
      if (elapsedMs >= durationMs) return [];
      const now = stateAt(elapsedMs);
      return setSportMarkets(sport.format, p, now.sets, now.points, margin);
    },
    result: { status: 'finished', scores: { match: final.sets, 'set-1': final.periods[0]! } },
  };
}

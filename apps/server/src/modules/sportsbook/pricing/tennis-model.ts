import type { Score } from '../markets.ts';
import { winsRace } from './race-model.ts';

/**
 * Tennis from the point up (the classic Markov model, as in Newton & Keller): each player wins a point
 * on their own serve with a fixed probability; games, tie-breaks, sets and a best-of-three match follow
 * exactly. Everything is from the home player's side.
 */
export type ServeStrength = {
  /** P(home wins a point on home's serve). */
  readonly home: number;
  /** P(away wins a point on away's serve). */
  readonly away: number;
};

/** Where a set stands: games, the current game's (or tie-break's) points, and who serves now. */
export type SetState = { readonly games: Score; readonly points: Score; readonly homeServes: boolean };

export const SETS_TO_WIN = 2;

/** P(the server wins the game) from `won`–`lost` points with point probability p. */
export function serverWinsGame(p: number, won: number, lost: number): number {
  return winsRace(p, won, lost, 4);
}

/** P(home wins the current game) from its points. */
function homeWinsGame(serve: ServeStrength, state: SetState): number {
  return state.homeServes
    ? serverWinsGame(serve.home, state.points.home, state.points.away)
    : 1 - serverWinsGame(serve.away, state.points.away, state.points.home);
}

/** Whether home serves point `index` (0-based) of a tie-break: one point, then two each in turn. */
export function homeServesTiebreakPoint(homeServesFirst: boolean, index: number): boolean {
  return (Math.floor((index + 1) / 2) % 2 === 0) === homeServesFirst;
}

/** P(home wins a first-to-7, win-by-2 tie-break) from its points. */
export function homeWinsTiebreak(
  serve: ServeStrength,
  homeServesFirst: boolean,
  home: number,
  away: number,
): number {
  if (home >= 7 && home - away >= 2) return 1;
  if (away >= 7 && away - home >= 2) return 0;
  const onHomeServe = serve.home;
  const onAwayServe = 1 - serve.away;
  if (home >= 6 && away >= 6) {
    // From level, the next two points have one server each: win both, lose both, or level again.
    const deuce =
      (onHomeServe * onAwayServe) / (onHomeServe * onAwayServe + (1 - onHomeServe) * (1 - onAwayServe));
    if (home === away) return deuce;
    const next = homeServesTiebreakPoint(homeServesFirst, home + away) ? onHomeServe : onAwayServe;
    return home > away ? next + (1 - next) * deuce : next * deuce;
  }
  const p = homeServesTiebreakPoint(homeServesFirst, home + away) ? onHomeServe : onAwayServe;
  return (
    p * homeWinsTiebreak(serve, homeServesFirst, home + 1, away) +
    (1 - p) * homeWinsTiebreak(serve, homeServesFirst, home, away + 1)
  );
}

export function setIsOver(games: Score): boolean {
  const { home, away } = games;
  return home === 7 || away === 7 || ((home >= 6 || away >= 6) && Math.abs(home - away) >= 2);
}

/**
 * The final games of a set from where it stands, each with its probability (keyed `h-a`): probability
 * mass pushed forward game by game (the server follows from the games played), so each score is visited
 * once; only the first game uses the points already played.
 */
export function setOutcomes(
  serve: ServeStrength,
  state: SetState,
): Map<string, { games: Score; probability: number }> {
  const outcomes = new Map<string, { games: Score; probability: number }>();
  const start = state.games.home + state.games.away;
  const fresh = { home: 0, away: 0 };
  let layer = new Map<string, { games: Score; probability: number }>([
    [`${state.games.home}-${state.games.away}`, { games: state.games, probability: 1 }],
  ]);
  for (let played = start; layer.size > 0; played++) {
    const next = new Map<string, { games: Score; probability: number }>();
    const homeServes = (played - start) % 2 === 0 ? state.homeServes : !state.homeServes;
    const points = played === start ? state.points : fresh;
    for (const { games, probability } of layer.values()) {
      if (setIsOver(games)) {
        outcomes.set(`${games.home}-${games.away}`, { games, probability });
        continue;
      }
      const win =
        games.home === 6 && games.away === 6
          ? homeWinsTiebreak(serve, homeServes, points.home, points.away)
          : homeWinsGame(serve, { games, points, homeServes });
      for (const [won, p] of [
        [{ home: games.home + 1, away: games.away }, win],
        [{ home: games.home, away: games.away + 1 }, 1 - win],
      ] as const) {
        if (p <= 0) continue;
        const key = `${won.home}-${won.away}`;
        next.set(key, { games: won, probability: (next.get(key)?.probability ?? 0) + probability * p });
      }
    }
    layer = next;
  }
  return outcomes;
}

/** A way a match can end: sets, games over the match, the first set's games, and its probability. */
export type TennisOutcome = { sets: Score; games: Score; firstSet: Score; probability: number };

/**
 * Every way a best-of-three match can end from where it stands: completed sets, then the current set's
 * outcomes, then fresh sets. The first server of each set alternates (home, away, home when home served
 * first) — the simulator plays by the same simplification of the real rule.
 */
export function matchOutcomes(
  serve: ServeStrength,
  completed: readonly Score[],
  current: SetState,
  homeServedFirst: boolean,
): TennisOutcome[] {
  const outcomes: TennisOutcome[] = [];
  const freshSets = new Map<boolean, ReturnType<typeof setOutcomes>>();
  const setsFrom = (state: SetState) => {
    if (state.games.home + state.games.away + state.points.home + state.points.away > 0) {
      return setOutcomes(serve, state);
    }
    const cached = freshSets.get(state.homeServes) ?? setOutcomes(serve, state);
    freshSets.set(state.homeServes, cached);
    return cached;
  };
  const walk = (sets: Score[], state: SetState, probability: number) => {
    for (const { games, probability: p } of setsFrom(state).values()) {
      const played = [...sets, games];
      const won = {
        home: played.filter((s) => s.home > s.away).length,
        away: played.filter((s) => s.away > s.home).length,
      };
      if (won.home === SETS_TO_WIN || won.away === SETS_TO_WIN) {
        outcomes.push({
          sets: won,
          games: {
            home: played.reduce((sum, s) => sum + s.home, 0),
            away: played.reduce((sum, s) => sum + s.away, 0),
          },
          firstSet: played[0]!,
          probability: probability * p,
        });
      } else {
        const homeServes = (played.length % 2 === 0) === homeServedFirst;
        walk(
          played,
          { games: { home: 0, away: 0 }, points: { home: 0, away: 0 }, homeServes },
          probability * p,
        );
      }
    }
  };
  walk([...completed], current, 1);
  return outcomes;
}

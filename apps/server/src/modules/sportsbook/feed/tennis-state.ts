import type { Score } from '../markets.ts';
import { SETS_TO_WIN, type SetState, setIsOver } from '../pricing/tennis-model.ts';
import type { Side } from './sports.ts';

/** A tennis match as it stands: completed sets, the current set, and whether it is over. */
export type TennisState = {
  readonly completed: readonly Score[];
  readonly current: SetState;
  readonly homeServedFirst: boolean;
  readonly finished: boolean;
};

export function tennisStart(homeServedFirst: boolean): TennisState {
  return {
    completed: [],
    current: { games: { home: 0, away: 0 }, points: { home: 0, away: 0 }, homeServes: homeServedFirst },
    homeServedFirst,
    finished: false,
  };
}

const bump = (score: Score, side: Side): Score =>
  side === 'home' ? { home: score.home + 1, away: score.away } : { home: score.home, away: score.away + 1 };

/** The state after one more point won by `side` (games to 6, tie-break at 6-6, best of three sets). */
export function addTennisPoint(state: TennisState, side: Side): TennisState {
  if (state.finished) return state;
  const { games, points, homeServes } = state.current;
  const next = bump(points, side);
  const tiebreak = games.home === 6 && games.away === 6;
  const target = tiebreak ? 7 : 4;
  const lead = Math.abs(next.home - next.away);
  if (Math.max(next.home, next.away) < target || lead < 2) {
    return { ...state, current: { games, points: next, homeServes } };
  }
  const wonGames = bump(games, side);
  if (!setIsOver(wonGames)) {
    return { ...state, current: { games: wonGames, points: { home: 0, away: 0 }, homeServes: !homeServes } };
  }
  const completed = [...state.completed, wonGames];
  const setsWon = completed.filter((s) => (side === 'home' ? s.home > s.away : s.away > s.home)).length;
  const homeServesNext = (completed.length % 2 === 0) === state.homeServedFirst;
  return {
    ...state,
    completed,
    current: { games: { home: 0, away: 0 }, points: { home: 0, away: 0 }, homeServes: homeServesNext },
    finished: setsWon === SETS_TO_WIN,
  };
}

export function setsWon(state: TennisState): Score {
  return {
    home: state.completed.filter((s) => s.home > s.away).length,
    away: state.completed.filter((s) => s.away > s.home).length,
  };
}

const CALLS = ['0', '15', '30', '40'];

/** The current game as a board shows it: `30-15`, `40-A`, or tie-break points; `*` marks the server. */
export function gameCall(state: TennisState): string {
  const { games, points, homeServes } = state.current;
  let call: string;
  if (games.home === 6 && games.away === 6) call = `${points.home}-${points.away}`;
  else if (points.home >= 3 && points.away >= 3) {
    call = points.home === points.away ? '40-40' : points.home > points.away ? 'A-40' : '40-A';
  } else call = `${CALLS[points.home]}-${CALLS[points.away]}`;
  return homeServes ? `*${call}` : `${call}*`;
}

import { seededRandom } from '../../../lib/seeded-random.ts';
import type { Score } from '../markets.ts';
import { type GoalScope, goalMarkets } from '../pricing/goal-markets.ts';
import type { Fixture } from './fixtures.ts';
import { type PeriodPlan, planDurationMs, readClock, realTimeOf } from './match-clock.ts';
import type { ScoreEvent, SimulatedMatch } from './simulated-match.ts';
import type { Side } from './sports.ts';
import { isSuspended, suspensionWindows } from './suspension.ts';

const MINUTE = 60_000;

/** A goal sport's model: goals a side scores in an even match, and what a rating point and home are worth. */
type GoalSport = {
  plan: PeriodPlan;
  baseGoals: number;
  ratingWeight: number;
  homeAdvantage: number;
  grid: number;
};

export const FOOTBALL: GoalSport = {
  plan: { periods: 2, playMs: 45 * MINUTE, breakMs: 15 * MINUTE },
  baseGoals: 1.35,
  ratingWeight: 0.3,
  homeAdvantage: 0.25,
  grid: 4,
};

/** Markets settle on regulation time, as bookmakers' 1X2 in ice hockey does; no overtime is played. */
export const ICE_HOCKEY: GoalSport = {
  plan: { periods: 3, playMs: 20 * MINUTE, breakMs: 15 * MINUTE },
  baseGoals: 2.9,
  ratingWeight: 0.2,
  homeAdvantage: 0.1,
  grid: 5,
};

/** Each side's expected goals over the match (log-linear in the rating gap, home a little up). */
export function expectedGoals(sport: GoalSport, fixture: Fixture): { home: number; away: number } {
  const gap = fixture.home.rating - fixture.away.rating;
  return {
    home: sport.baseGoals * Math.exp(sport.ratingWeight * gap + sport.homeAdvantage / 2),
    away: sport.baseGoals * Math.exp(-sport.ratingWeight * gap - sport.homeAdvantage / 2),
  };
}

/**
 * Plays a football or ice-hockey match: each side's goals arrive as a Poisson process in playing time
 * with its expected goals spread evenly, which is exactly the model the prices come from.
 */
export function playGoalMatch(sport: GoalSport, fixture: Fixture, seed: string): SimulatedMatch {
  const random = seededRandom(`${seed}:match:${fixture.id}`);
  const means = expectedGoals(sport, fixture);
  const playTotal = sport.plan.periods * sport.plan.playMs;
  const goals: { playedMs: number; side: Side }[] = [];
  for (const side of ['home', 'away'] as const) {
    const rate = means[side] / playTotal;
    for (
      let t = -Math.log(1 - random.next()) / rate;
      t < playTotal;
      t += -Math.log(1 - random.next()) / rate
    ) {
      goals.push({ playedMs: Math.floor(t), side });
    }
  }
  goals.sort((a, b) => a.playedMs - b.playedMs);
  const events: ScoreEvent[] = goals.map((goal) => ({
    atMs: realTimeOf(sport.plan, goal.playedMs),
    side: goal.side,
    points: 1,
  }));
  const durationMs = planDurationMs(sport.plan);
  const windows = suspensionWindows(
    random,
    events.map((event) => event.atMs),
    durationMs,
  );

  const scoreUntil = (playedMs: number): Score => {
    let home = 0;
    let away = 0;
    for (const goal of goals) {
      if (goal.playedMs >= playedMs) break;
      if (goal.side === 'home') home++;
      else away++;
    }
    return { home, away };
  };
  const periodScores = (playedMs: number): Score[] => {
    const scores: Score[] = [];
    for (let p = 0; p * sport.plan.playMs < playedMs && p < sport.plan.periods; p++) {
      const start = scoreUntil(p * sport.plan.playMs);
      const end = scoreUntil(Math.min(playedMs, (p + 1) * sport.plan.playMs));
      scores.push({ home: end.home - start.home, away: end.away - start.away });
    }
    return scores;
  };
  const halfMs = playTotal / 2;
  const firstHalf = sport === FOOTBALL;
  const final = scoreUntil(playTotal);

  return {
    fixture,
    durationMs,
    events,
    viewAt(elapsedMs) {
      const clock = readClock(sport.plan, elapsedMs);
      return {
        phase: clock.phase,
        period: clock.period,
        clockMs: clock.clockMs,
        score: scoreUntil(clock.playedMs),
        periods: periodScores(clock.playedMs),
        detail: undefined,
        suspended: clock.phase === 'live' && isSuspended(windows, elapsedMs),
      };
    },
    marketsAt(elapsedMs, margin) {
      const clock = readClock(sport.plan, elapsedMs);
      if (clock.phase === 'ended') return [];
      const left = 1 - clock.playedMs / playTotal;
      const full: GoalScope = {
        score: scoreUntil(clock.playedMs),
        homeMean: means.home * left,
        awayMean: means.away * left,
      };
      const halfLeft = Math.max(0, 1 - clock.playedMs / halfMs);
      const half: GoalScope | undefined =
        firstHalf && halfLeft > 0
          ? {
              score: scoreUntil(clock.playedMs),
              homeMean: (means.home / 2) * halfLeft,
              awayMean: (means.away / 2) * halfLeft,
            }
          : undefined;
      return goalMarkets(full, half, sport.grid, margin);
    },
    result: {
      status: 'finished',
      scores: firstHalf ? { match: final, 'first-half': scoreUntil(halfMs) } : { match: final },
    },
  };
}

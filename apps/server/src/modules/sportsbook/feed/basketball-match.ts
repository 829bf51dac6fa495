import { seededRandom } from '../../../lib/seeded-random.ts';
import type { Score } from '../markets.ts';
import { basketballMarkets } from '../pricing/basketball-markets.ts';
import type { Fixture } from './fixtures.ts';
import { type PeriodPlan, planDurationMs, readClock } from './match-clock.ts';
import type { ScoreEvent, SimulatedMatch } from './simulated-match.ts';
import type { Side } from './sports.ts';
import { isSuspended, suspensionWindows } from './suspension.ts';

const MINUTE = 60_000;
const REGULATION: PeriodPlan = { periods: 4, playMs: 12 * MINUTE, breakMs: 5 * MINUTE };
const OVERTIME_MS = 5 * MINUTE;
/** A possession every 14.4 s of playing time, the sides taking turns: 100 a side in regulation. */
const POSSESSION_MS = 14_400;
/** Points of a scoring possession: a three 30%, a two 62%, free throws only 8%. */
const POINTS = [
  [3, 0.3],
  [2, 0.62],
  [1, 0.08],
] as const;
const MEAN_POINTS = POINTS.reduce((sum, [points, share]) => sum + points * share, 0);
const MEAN_SQUARE = POINTS.reduce((sum, [points, share]) => sum + points * points * share, 0);

/** P(a possession scores): half of them for an even match, more for the stronger and the home side. */
export function scoringChance(fixture: Fixture, side: Side): number {
  const gap = fixture.home.rating - fixture.away.rating;
  return side === 'home' ? 0.505 + 0.02 * gap : 0.495 - 0.02 * gap;
}

/** Plays a basketball match possession by possession; a level score after 48 minutes plays overtime. */
export function playBasketballMatch(fixture: Fixture, seed: string): SimulatedMatch {
  const random = seededRandom(`${seed}:match:${fixture.id}`);
  const chance = { home: scoringChance(fixture, 'home'), away: scoringChance(fixture, 'away') };
  const baskets: { playedMs: number; side: Side; points: number }[] = [];
  const score = { home: 0, away: 0 };
  const play = (from: number, to: number) => {
    for (
      let t = from, side: Side = 'home';
      t < to;
      t += POSSESSION_MS, side = side === 'home' ? 'away' : 'home'
    ) {
      if (random.next() >= chance[side]) continue;
      const roll = random.next();
      const points = roll < POINTS[0][1] ? 3 : roll < POINTS[0][1] + POINTS[1][1] ? 2 : 1;
      baskets.push({ playedMs: t, side, points });
      score[side] += points;
    }
  };
  const regulationMs = REGULATION.periods * REGULATION.playMs;
  play(0, regulationMs);
  let played = regulationMs;
  while (score.home === score.away) {
    play(played, played + OVERTIME_MS);
    played += OVERTIME_MS;
  }
  const overtimes = (played - regulationMs) / OVERTIME_MS;
  const regulationEnd = planDurationMs(REGULATION);
  const realOf = (playedMs: number) =>
    playedMs < regulationMs
      ? Math.min(Math.floor(playedMs / REGULATION.playMs), 3) * REGULATION.breakMs + playedMs
      : regulationEnd +
        (Math.floor((playedMs - regulationMs) / OVERTIME_MS) + 1) * REGULATION.breakMs +
        playedMs -
        regulationMs;
  const events: ScoreEvent[] = baskets.map((b) => ({
    atMs: realOf(b.playedMs),
    side: b.side,
    points: b.points,
  }));
  const durationMs = regulationEnd + overtimes * (REGULATION.breakMs + OVERTIME_MS);
  const windows = suspensionWindows(
    random,
    events.filter((_, i) => i % 8 === 0).map((e) => e.atMs),
    durationMs,
  );
  const scoreAt = (elapsedMs: number): Score => {
    let home = 0;
    let away = 0;
    for (const event of events) {
      if (event.atMs > elapsedMs) break;
      if (event.side === 'home') home += event.points;
      else away += event.points;
    }
    return { home, away };
  };
  /** Playing time left in the period the moment is in (regulation or the overtime being played). */
  const playLeft = (elapsedMs: number): number => {
    if (elapsedMs < regulationEnd) return regulationMs - readClock(REGULATION, elapsedMs).playedMs;
    const into = (elapsedMs - regulationEnd) % (REGULATION.breakMs + OVERTIME_MS);
    return Math.min(OVERTIME_MS, OVERTIME_MS + REGULATION.breakMs - into);
  };
  const final = scoreAt(durationMs);
  const periodScores = (elapsedMs: number): Score[] => {
    const bounds: number[] = [];
    for (let p = 1; p <= 4 + overtimes; p++) {
      const end =
        p <= 4
          ? realOf(p * REGULATION.playMs - 1) + 1
          : regulationEnd + (p - 4) * (REGULATION.breakMs + OVERTIME_MS);
      bounds.push(end);
    }
    const scores: Score[] = [];
    let before = { home: 0, away: 0 };
    for (const end of bounds) {
      const now = scoreAt(Math.min(end, elapsedMs));
      scores.push({ home: now.home - before.home, away: now.away - before.away });
      before = now;
      if (end > elapsedMs) break;
    }
    return scores;
  };

  return {
    fixture,
    durationMs,
    events,
    viewAt(elapsedMs) {
      const ended = elapsedMs >= durationMs;
      const clock = readClock(REGULATION, Math.min(elapsedMs, regulationEnd - 1));
      const overtime = elapsedMs >= regulationEnd;
      return {
        phase: ended ? 'ended' : overtime && playLeft(elapsedMs) >= OVERTIME_MS ? 'interval' : clock.phase,
        period: overtime
          ? 4 +
            Math.min(
              overtimes,
              Math.floor((elapsedMs - regulationEnd) / (REGULATION.breakMs + OVERTIME_MS)) + 1,
            )
          : clock.period,
        clockMs: overtime ? OVERTIME_MS - playLeft(elapsedMs) : clock.clockMs,
        score: scoreAt(elapsedMs),
        periods: elapsedMs < 0 ? [] : periodScores(elapsedMs),
        detail: undefined,
        suspended: !ended && elapsedMs >= 0 && isSuspended(windows, elapsedMs),
      };
    },
    marketsAt(elapsedMs, margin) {
      if (elapsedMs >= durationMs) return [];
      // Each side has half of the possessions left.
      const possessions = Math.max(playLeft(Math.max(elapsedMs, 0)), 0) / POSSESSION_MS / 2;
      const perPossession = (p: number) => p * MEAN_SQUARE - (p * MEAN_POINTS) ** 2;
      return basketballMarkets(
        scoreAt(elapsedMs),
        {
          homeMean: possessions * chance.home * MEAN_POINTS,
          awayMean: possessions * chance.away * MEAN_POINTS,
          variance: possessions * (perPossession(chance.home) + perPossession(chance.away)),
        },
        margin,
      );
    },
    result: { status: 'finished', scores: { match: final } },
  };
}

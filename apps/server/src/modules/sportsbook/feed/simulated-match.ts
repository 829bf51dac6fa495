import type { Score } from '../markets.ts';
import type { PricedMarket } from '../pricing/price-market.ts';
import type { EventResult } from '../settle-selection.ts';
import type { Fixture } from './fixtures.ts';
import type { Side } from './sports.ts';

/** A change of score, at milliseconds after kick-off (real time: the simulator plays in real time). */
export type ScoreEvent = { readonly atMs: number; readonly side: Side; readonly points: number };

/** What a player sees of a match at a moment. */
export type MatchView = {
  readonly phase: 'not-started' | 'live' | 'interval' | 'ended';
  /** 1-based period (half, quarter, set, map); 0 before the start. */
  readonly period: number;
  /** Playing time in the current period, for clocked sports; undefined where there is no clock. */
  readonly clockMs: number | undefined;
  /** The main score: goals, points, sets or maps. */
  readonly score: Score;
  /** Score of each period so far (tennis and volleyball: games or points of each set). */
  readonly periods: readonly Score[];
  /** Sport-specific detail such as a tennis game's points (`30-15`) and who serves. */
  readonly detail: string | undefined;
  /** Markets are closed while something is happening (a goal, a dangerous attack, a break point). */
  readonly suspended: boolean;
};

/**
 * A match played out from its seed: the whole timeline is drawn at once, so its state at any moment is a
 * pure function of the time elapsed, and a test clock can jump anywhere in it.
 */
export interface SimulatedMatch {
  readonly fixture: Fixture;
  /** Real milliseconds from kick-off to the final whistle. */
  readonly durationMs: number;
  readonly events: readonly ScoreEvent[];
  viewAt(elapsedMs: number): MatchView;
  /** Prices at a moment: pre-match before the start, live during it, none once it has ended. */
  marketsAt(elapsedMs: number, margin: number): PricedMarket[];
  readonly result: EventResult;
}

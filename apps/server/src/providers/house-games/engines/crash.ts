import { type RandomStream, Rng } from '../fairness/random-stream.ts';
import {
  type BetLimits,
  checkRtp,
  DEFAULT_BET_LIMITS,
  DEFAULT_RTP_BP,
  type EngineDescription,
  formatPercent,
  invalidPlay,
  type Multiplier,
  ratio,
  ZERO,
} from './engine-common.ts';

/**
 * Crash: a multiplier climbs from 1.00× and crashes at a point drawn with P(crash ≥ m) = RTP ÷ m; the
 * player's auto cash-out target wins when the crash point reaches it. Multipliers are integer
 * hundredths (250 = 2.50×).
 */
export const CRASH_MIN_TARGET = 101;
export const CRASH_MAX_TARGET = 100_000_000;

export interface CrashParams {
  /** Auto cash-out target in hundredths (101 = 1.01× .. 100,000,000 = 1,000,000×). */
  autoCashOut: number;
  rtpBp?: number;
}

export interface CrashOutcome {
  /** Where the multiplier crashed, in hundredths (≥ 100). */
  crashPoint: number;
  win: boolean;
  multiplier: Multiplier;
}

const WORD_RANGE = 2 ** 32;

/**
 * floor(100 · RTP / (1 − f)) for f = word / 2^32, never below 1.00×. With 1 − f uniform on
 * {1..2^32} / 2^32, P(crash ≥ t) = floor(rtpBp · 2^32 / (100 t)) / 2^32 for every target t ≥ 1.01×,
 * so a cash-out at t returns RTP (less under 2^-32 of the stake).
 */
export function crashPointFromWord(word: number, rtpBp: number): number {
  const numerator = rtpBp * WORD_RANGE;
  // not money: multipliers are in hundredths
  const denominator = 100 * (WORD_RANGE - word);
  let point = Math.floor(numerator / denominator);
  // The float division may land on the wrong side of an integer; fix it with exact integer products.
  if (point * denominator > numerator) point -= 1;
  else if ((point + 1) * denominator <= numerator) point += 1;
  return Math.max(100, point);
}

/** P(crash point ≥ `hundredths`), exactly, for the test's buckets and the UI's odds. */
export function crashSurvival(hundredths: number, rtpBp: number): number {
  if (hundredths <= 100) return 1;
  // not money: multipliers are in hundredths
  return Math.floor((rtpBp * WORD_RANGE) / (100 * hundredths)) / WORD_RANGE;
}

function checkTarget(autoCashOut: number): number {
  if (!Number.isInteger(autoCashOut) || autoCashOut < CRASH_MIN_TARGET || autoCashOut > CRASH_MAX_TARGET) {
    throw invalidPlay('auto_cash_out', 'The cash-out target must be between 1.01× and 1,000,000×');
  }
  return autoCashOut;
}

export function drawCrashPoint(rng: Rng, rtpBp: number = DEFAULT_RTP_BP): number {
  return crashPointFromWord(rng.uint32(), checkRtp(rtpBp));
}

export function playCrash(params: CrashParams, stream: RandomStream): CrashOutcome {
  const target = checkTarget(params.autoCashOut);
  const crashPoint = drawCrashPoint(new Rng(stream), params.rtpBp);
  const win = crashPoint >= target;
  return { crashPoint, win, multiplier: win ? ratio(target, 100) : ZERO };
}

export function describeCrash(
  rtpBp = DEFAULT_RTP_BP,
  betLimits: BetLimits = DEFAULT_BET_LIMITS,
): EngineDescription {
  const rtp = checkRtp(rtpBp) / 10_000;
  return {
    engine: 'crash',
    gameType: 'fast',
    rtp,
    betLimits,
    rules: [
      'The multiplier climbs from 1.00× until it crashes.',
      'Set an auto cash-out target from 1.01× to 1,000,000×: if the multiplier reaches it, the stake pays the target.',
      `The chance of reaching a target m is ${formatPercent(rtp)} ÷ m.`,
    ],
    paytable: [101, 200, 1000, 10_000].map((target) => ({
      // not money: targets are hundredths of a multiplier
      label: `${(target / 100).toFixed(2)}×`,
      pays: `${formatPercent(crashSurvival(target, rtpBp))} chance`,
    })),
  };
}

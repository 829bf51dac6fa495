import type { SeededRandom } from '../../../lib/seeded-random.ts';

/** A closed stretch of real time, in ms after the start. */
export type Window = { readonly from: number; readonly to: number };

const BEFORE_MS = 10_000;
const AFTER_MS = 30_000;

/**
 * When markets close: from shortly before each score event (the feed sees the attack coming) to a while
 * after it (the price settles), plus as many false alarms — attacks that come to nothing — so a closed
 * market gives no sure sign of a goal.
 */
export function suspensionWindows(
  random: SeededRandom,
  eventTimes: readonly number[],
  durationMs: number,
): Window[] {
  const windows = eventTimes.map((at) => ({ from: at - BEFORE_MS, to: at + AFTER_MS }));
  for (let i = 0; i < eventTimes.length; i++) {
    const from = Math.floor(random.next() * durationMs);
    windows.push({ from, to: from + BEFORE_MS + AFTER_MS / 3 });
  }
  return windows;
}

export function isSuspended(windows: readonly Window[], elapsedMs: number): boolean {
  return windows.some((window) => elapsedMs >= window.from && elapsedMs < window.to);
}

import { describe, expect, it } from 'vitest';
import { smallSlot } from '../../../test/small-slot.ts';
import { evaluateSpin, LINES, REELS, type SlotConfig } from './slot.ts';
import { createSlotConfig } from './slot-config.ts';
import { expectedFreeSpins, slotRtp, slotStatistics, triggerProbability } from './slot-math.ts';

/** Moments of one spin by playing every stop combination. */
function enumerate(config: SlotConfig) {
  let count = 0;
  let mean = 0;
  let square = 0;
  let withTrigger = 0;
  let trigger = 0;
  const stops = new Array<number>(REELS).fill(0);
  const visit = (reel: number) => {
    if (reel === REELS) {
      const spin = evaluateSpin(config, [...stops], 1);
      const win = spin.winLineBets / LINES;
      const t = spin.scatters >= config.freeSpins.minScatters ? 1 : 0;
      count++;
      mean += win;
      square += win * win;
      withTrigger += win * t;
      trigger += t;
      return;
    }
    for (let stop = 0; stop < config.reels[reel]!.length; stop++) {
      stops[reel] = stop;
      visit(reel + 1);
    }
  };
  visit(0);
  return {
    mean: mean / count,
    square: square / count,
    withTrigger: withTrigger / count,
    trigger: trigger / count,
  };
}

describe('slot maths', () => {
  it('matches exhaustive play of every stop combination (free spins without retrigger in closed form)', () => {
    const award = 4;
    const m = 2;
    const config = smallSlot({ minScatters: 3, award, retrigger: 0, max: award, multiplier: m });
    const spin = enumerate(config);
    // A feature is `award` independent spins: E[F] = a·E[W], E[F²] = a·E[W²] + a(a−1)·E[W]².
    const featureSum = award * spin.mean;
    const featureSquare = award * spin.square + award * (award - 1) * spin.mean ** 2;
    const rtp = spin.mean + spin.trigger * m * featureSum;
    const variance =
      spin.square + 2 * spin.withTrigger * m * featureSum + spin.trigger * m * m * featureSquare - rtp ** 2;
    const statistics = slotStatistics(config);
    expect(statistics.rtp).toBeCloseTo(rtp, 12);
    expect(statistics.variance).toBeCloseTo(variance, 10);
    expect(statistics.triggerProbability).toBeCloseTo(spin.trigger, 12);
    expect(slotRtp(config)).toBeCloseTo(rtp, 12);
    expect(triggerProbability(config)).toBeCloseTo(spin.trigger, 12);
  });

  it('counts the spins of a retriggered feature up to its cap', () => {
    const p = 0.01;
    // Capped at 20: the feature plays 20 spins if any of its first 10 retriggers, else 10.
    expect(
      expectedFreeSpins({ minScatters: 3, award: 10, retrigger: 10, max: 20, multiplier: 1 }, p),
    ).toBeCloseTo(10 + 10 * (1 - (1 - p) ** 10), 12);
    // A cap out of reach: a branching process with 10·p expected children per spin.
    expect(
      expectedFreeSpins({ minScatters: 3, award: 10, retrigger: 10, max: 300, multiplier: 1 }, p),
    ).toBeCloseTo(10 / (1 - 10 * p), 9);
  });

  it('gives the same RTP by the cheap linear formula and by the full statistics', () => {
    for (const seed of ['alpha', 'beta']) {
      const config = createSlotConfig(seed, 9700);
      expect(slotStatistics(config).rtp).toBeCloseTo(slotRtp(config), 12);
    }
  });
});

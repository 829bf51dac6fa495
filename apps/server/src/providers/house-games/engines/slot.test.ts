import { describe, expect, it } from 'vitest';
import { chiSquareTail } from '../../../test/chi-square.ts';
import { SIMULATION_TEST, simulationStreams } from '../../../test/sim-stream.ts';
import { smallSlot } from '../../../test/small-slot.ts';
import { roundStream } from '../fairness/provably-fair.ts';
import { multiplierValue } from './engine-common.ts';
import { checkSlotConfig, evaluateSpin, LINES, playSlot } from './slot.ts';
import { createSlotConfig } from './slot-config.ts';
import { slotStatistics } from './slot-math.ts';

const SERVER_SEED = 'e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b4c5d6e7f8091a2b3c4d5e6f70';
const FREE_SPINS = { minScatters: 3, award: 10, retrigger: 10, max: 50, multiplier: 3 };

describe('slot evaluation', () => {
  it('pays lines left to right with wilds standing in, and scatters anywhere', () => {
    const config = smallSlot(FREE_SPINS);
    // Windows (top, middle, bottom): A B C | W A B | A W B | B A S | C S A
    const spin = evaluateSpin(config, [0, 0, 0, 0, 0], 1);
    expect(spin.window).toEqual([
      [0, 1, 2],
      [4, 0, 1],
      [0, 4, 1],
      [1, 0, 5],
      [2, 5, 0],
    ]);
    const byLine = new Map(spin.lineWins.map((win) => [win.line, win]));
    expect(byLine.get(1)).toEqual({ line: 1, symbol: 0, count: 3, pay: 2 }); // top row: A W A B
    expect(byLine.get(9)).toEqual({ line: 9, symbol: 1, count: 4, pay: 8 }); // 1 0 1 0 1: B W W B S
    expect(byLine.has(0)).toBe(false); // middle row: B A
    expect(spin.scatters).toBe(2);
    expect(spin.scatterPay).toBe(1);
    const linePays = spin.lineWins.reduce((sum, win) => sum + win.pay, 0);
    expect(spin.winLineBets).toBe(linePays + LINES);
    expect(evaluateSpin(config, [0, 0, 0, 0, 0], 3).winLineBets).toBe(3 * (linePays + LINES));
  });

  it('refuses configs the maths does not cover', () => {
    const config = smallSlot(FREE_SPINS);
    expect(() => checkSlotConfig(config)).not.toThrow();
    const wildFirst = { ...config, reels: [[4, 0, 1, 2], ...config.reels.slice(1)] };
    expect(() => checkSlotConfig(wildFirst)).toThrow(/wild on the first reel/);
    const crowded = { ...config, reels: [[0, 5, 1, 5, 2, 3], ...config.reels.slice(1)] };
    expect(() => checkSlotConfig(crowded)).toThrow(/two scatters/);
  });

  it('plays free spins after three scatters, retriggers them and stops at the cap', () => {
    const config = smallSlot(FREE_SPINS);
    let features = 0;
    let retriggers = 0;
    let capped = 0;
    for (let nonce = 0; nonce < 300; nonce++) {
      const outcome = playSlot(
        config,
        roundStream({ serverSeed: SERVER_SEED, clientSeed: 'features', nonce }),
      );
      const [paid, ...free] = outcome.spins;
      expect(outcome.spins.length).toBe(1 + outcome.freeSpins);
      expect(outcome.freeSpins).toBeLessThanOrEqual(FREE_SPINS.max);
      if (paid!.scatters >= 3) {
        features++;
        expect(paid!.freeSpinsAwarded).toBe(10);
        expect(free.every((spin) => spin.multiplier === 3)).toBe(true);
        retriggers += free.filter((spin) => spin.freeSpinsAwarded > 0).length;
        if (outcome.freeSpins === FREE_SPINS.max) capped++;
      } else {
        expect(outcome.freeSpins).toBe(0);
      }
      const total = outcome.spins.reduce((sum, spin) => sum + spin.winLineBets, 0);
      expect(multiplierValue(outcome.multiplier)).toBeCloseTo(total / LINES, 12);
    }
    // This small slot triggers on 45% of spins, so features, retriggers and the cap all occur.
    expect(features).toBeGreaterThan(100);
    expect(retriggers).toBeGreaterThan(features);
    expect(capped).toBeGreaterThan(0);
  });
});

describe('slot randomness and return', () => {
  const config = createSlotConfig('statistics', 9600);

  it('stops every reel on every position equally often from the HMAC stream (chi-square, 99%)', () => {
    const counts = config.reels.map((strip) => new Array<number>(strip.length).fill(0));
    for (let nonce = 0; nonce < 8000; nonce++) {
      const outcome = playSlot(config, roundStream({ serverSeed: SERVER_SEED, clientSeed: 'stops', nonce }));
      for (const spin of outcome.spins) {
        spin.stops.forEach((stop, reel) => {
          counts[reel]![stop]! += 1;
        });
      }
    }
    // Reels are independent: their statistics add up, as do their degrees of freedom.
    let statistic = 0;
    let df = 0;
    for (const reel of counts) {
      const expected = reel.reduce((sum, n) => sum + n, 0) / reel.length;
      statistic += reel.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
      df += reel.length - 1;
    }
    expect(chiSquareTail(statistic, df)).toBeGreaterThan(0.01);
  });

  it(
    'returns its exact RTP over 10^6 rounds (within 3 standard errors from its exact variance)',
    SIMULATION_TEST,
    () => {
      const { rtp, variance } = slotStatistics(config);
      expect(rtp).toBeCloseTo(0.96, 4);
      const rounds = 1_000_000;
      const standardError = Math.sqrt(variance / rounds);
      const next = simulationStreams('slot-rtp');
      let returned = 0;
      for (let i = 0; i < rounds; i++) returned += multiplierValue(playSlot(config, next()).multiplier);
      expect(Math.abs(returned / rounds - rtp)).toBeLessThan(3 * standardError);
    },
  );
});

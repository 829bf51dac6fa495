import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { chiSquare } from '../../../test/chi-square.ts';
import { SIMULATION_TEST, simulationStreams } from '../../../test/sim-stream.ts';
import { roundStream } from '../fairness/provably-fair.ts';
import { Rng } from '../fairness/random-stream.ts';
import { DICE_OUTCOMES, diceMultiplier, playDice, rollDice } from './dice.ts';
import { multiplierValue } from './engine-common.ts';

const SERVER_SEED = '9b0e6c1f2a3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f6a7b8c9d0e1f2a3b';
const forcedRoll = (roll: number) => ({ word: () => roll });

describe('dice', () => {
  it('pays RTP ÷ win chance exactly', () => {
    expect(diceMultiplier({ target: 5000, direction: 'under' })).toEqual({ num: 99, den: 50 });
    expect(diceMultiplier({ target: 5049, direction: 'over' })).toEqual({ num: 2, den: 1 });
    expect(diceMultiplier({ target: 4949, direction: 'over' })).toEqual({ num: 198, den: 101 });
    expect(diceMultiplier({ target: 1, direction: 'under', rtpBp: 9700 })).toEqual({ num: 9700, den: 1 });
  });

  it('wins strictly over or under the target', () => {
    expect(playDice({ target: 5000, direction: 'under' }, forcedRoll(4999))).toMatchObject({
      roll: 4999,
      win: true,
    });
    expect(playDice({ target: 5000, direction: 'under' }, forcedRoll(5000)).win).toBe(false);
    expect(playDice({ target: 5000, direction: 'over' }, forcedRoll(5000)).win).toBe(false);
    const win = playDice({ target: 5000, direction: 'over' }, forcedRoll(5001));
    expect(win).toMatchObject({ win: true, winningOutcomes: 4999 });
    expect(playDice({ target: 5000, direction: 'over' }, forcedRoll(17)).multiplier).toEqual({
      num: 0,
      den: 1,
    });
  });

  it('refuses targets outside 0.00–99.99 or a win chance above 98%', () => {
    for (const params of [
      { target: 0, direction: 'under' as const },
      { target: 9999, direction: 'over' as const },
      { target: 9801, direction: 'under' as const },
      { target: 12.5, direction: 'under' as const },
      { target: 10_000, direction: 'under' as const },
    ]) {
      expect(() => playDice(params, forcedRoll(1))).toThrow(ApiError);
    }
  });

  it('rolls every value equally often from the HMAC stream (chi-square over 100 buckets, 99%)', () => {
    const buckets = new Array<number>(100).fill(0);
    for (let nonce = 0; nonce < 40_000; nonce++) {
      const roll = rollDice(new Rng(roundStream({ serverSeed: SERVER_SEED, clientSeed: 'dice', nonce })));
      buckets[Math.floor(roll / 100)]! += 1;
    }
    expect(chiSquare(buckets, new Array(100).fill(1)).pValue).toBeGreaterThan(0.01);
  });

  it('returns the configured RTP over 10^6 rounds (within 3 standard errors)', SIMULATION_TEST, () => {
    const chances = [200, 1000, 4950, 9000]; // winning outcomes of 10,000
    const rtp = 0.99;
    // R = multiplier with probability p: E[R] = rtp, E[R²] = rtp² / p, averaged over the mix.
    const meanSquare =
      chances.reduce((sum, n) => sum + (rtp * rtp) / (n / DICE_OUTCOMES), 0) / chances.length;
    const rounds = 1_000_000;
    const standardError = Math.sqrt((meanSquare - rtp * rtp) / rounds);
    const next = simulationStreams('dice-rtp');
    let returned = 0;
    for (let i = 0; i < rounds; i++) {
      const n = chances[i % chances.length]!;
      const params =
        i % 2 === 0
          ? { target: n, direction: 'under' as const }
          : { target: 9999 - n, direction: 'over' as const };
      returned += multiplierValue(playDice(params, next()).multiplier);
    }
    expect(Math.abs(returned / rounds - rtp)).toBeLessThan(3 * standardError);
  });
});

import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { chiSquare } from '../../../test/chi-square.ts';
import { SIMULATION_TEST, simulationStreams } from '../../../test/sim-stream.ts';
import { roundRng } from '../fairness/provably-fair.ts';
import { crashPointFromWord, crashSurvival, drawCrashPoint, playCrash } from './crash.ts';
import { multiplierValue } from './engine-common.ts';

const SERVER_SEED = '0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e';
const WORDS = 2 ** 32;

/** The smallest word whose crash point reaches `target` (crash points grow with the word). */
function firstWordReaching(target: number, rtpBp: number): number {
  let low = 0;
  let high = WORDS - 1;
  while (low < high) {
    const mid = Math.floor((low + high) / 2);
    if (crashPointFromWord(mid, rtpBp) >= target) high = mid;
    else low = mid + 1;
  }
  return low;
}

describe('crash', () => {
  it('computes crash points as floor(RTP / (1 - f)), at least 1.00×', () => {
    expect(crashPointFromWord(0, 9900)).toBe(100);
    expect(crashPointFromWord(2 ** 31, 9900)).toBe(198);
    expect(crashPointFromWord(WORDS - 1, 9900)).toBe(425_201_762_304);
    expect(crashPointFromWord(3 * 2 ** 30, 9600)).toBe(384);
  });

  it('reaches a target t with probability floor(rtp·2^32/t)/2^32 exactly', () => {
    for (const rtpBp of [9900, 9700]) {
      for (const target of [101, 150, 200, 777, 1000, 100_000]) {
        expect((WORDS - firstWordReaching(target, rtpBp)) / WORDS).toBe(crashSurvival(target, rtpBp));
      }
    }
    expect(crashSurvival(200, 9900)).toBeCloseTo(0.495, 9);
  });

  it('cashes out at the target when the crash point reaches it', () => {
    const at = (word: number) => ({ word: () => word });
    expect(playCrash({ autoCashOut: 198 }, at(2 ** 31))).toEqual({
      crashPoint: 198,
      win: true,
      multiplier: { num: 99, den: 50 },
    });
    expect(playCrash({ autoCashOut: 199 }, at(2 ** 31))).toMatchObject({
      win: false,
      multiplier: { num: 0, den: 1 },
    });
    expect(() => playCrash({ autoCashOut: 100 }, at(0))).toThrow(ApiError);
    expect(() => playCrash({ autoCashOut: 150.5 }, at(0))).toThrow(ApiError);
  });

  it('draws crash points with the promised distribution from the HMAC stream (chi-square, 99%)', () => {
    const edges = [100, 101, 120, 150, 200, 300, 500, 1000, 2000, 10_000];
    const observed = new Array<number>(edges.length).fill(0);
    for (let nonce = 0; nonce < 40_000; nonce++) {
      const point = drawCrashPoint(roundRng({ serverSeed: SERVER_SEED, clientSeed: 'crash', nonce }));
      let bucket = edges.length - 1;
      while (point < edges[bucket]!) bucket--;
      observed[bucket]! += 1;
    }
    const expected = edges.map(
      (edge, i) =>
        crashSurvival(edge, 9900) - (i + 1 < edges.length ? crashSurvival(edges[i + 1]!, 9900) : 0),
    );
    expect(chiSquare(observed, expected).pValue).toBeGreaterThan(0.01);
  });

  it('returns the configured RTP over 10^6 rounds (within 3 standard errors)', SIMULATION_TEST, () => {
    const rtpBp = 9700;
    const targets = [101, 150, 200, 500, 1000];
    // R = t with probability S(t): E[R] = t·S(t), E[R²] = t²·S(t).
    const mean = targets.reduce((sum, t) => sum + (t / 100) * crashSurvival(t, rtpBp), 0) / targets.length;
    const meanSquare =
      targets.reduce((sum, t) => sum + (t / 100) ** 2 * crashSurvival(t, rtpBp), 0) / targets.length;
    expect(mean).toBeCloseTo(0.97, 8);
    const rounds = 1_000_000;
    const standardError = Math.sqrt((meanSquare - mean * mean) / rounds);
    const next = simulationStreams('crash-rtp');
    let returned = 0;
    for (let i = 0; i < rounds; i++) {
      returned += multiplierValue(
        playCrash({ autoCashOut: targets[i % targets.length]!, rtpBp }, next()).multiplier,
      );
    }
    expect(Math.abs(returned / rounds - mean)).toBeLessThan(3 * standardError);
  });
});

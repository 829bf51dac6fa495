import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { chiSquare } from '../../../test/chi-square.ts';
import { SIMULATION_TEST, simulationStreams } from '../../../test/sim-stream.ts';
import { roundStream } from '../fairness/provably-fair.ts';
import type { RandomStream } from '../fairness/random-stream.ts';
import { multiplierValue, ratio } from './engine-common.ts';
import { type MinesState, minesAct, minesMultiplier, minesView, startMines, TILES } from './mines.ts';
import { seededWords } from './seeded-prng.ts';

const SERVER_SEED = 'c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f90a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d';
const seeds = (nonce: number) => ({ serverSeed: SERVER_SEED, clientSeed: 'mines', nonce });

/** A board with mines exactly on the given tiles. */
const board = (minePositions: number[]): MinesState => ({
  status: 'active',
  mines: minePositions.length,
  rtpBp: 9900,
  minePositions,
  revealed: [],
  multiplier: { num: 0, den: 1 },
});

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1);
  return result;
}

describe('mines', () => {
  it('pays RTP ÷ the chance of k safe picks', () => {
    expect(minesMultiplier(1, 1)).toEqual({ num: 33, den: 32 }); // 0.99 · 25/24
    expect(minesMultiplier(24, 1)).toEqual({ num: 99, den: 4 }); // 0.99 · 25
    expect(minesMultiplier(3, 22)).toEqual(ratio(9900 * binomial(25, 22), 10_000)); // every safe tile
    for (const [mines, safe] of [
      [5, 3],
      [12, 13],
      [2, 10],
    ] as const) {
      const chance = binomial(TILES - mines, safe) / binomial(TILES, safe);
      expect(multiplierValue(minesMultiplier(mines, safe))).toBeCloseTo(0.99 / chance, 9);
    }
  });

  it('plays a round: safe tiles raise the multiplier, a cash-out pays it', () => {
    let state = board([0, 7, 24]);
    expect(() => minesAct(state, { type: 'cash_out' })).toThrow(ApiError);
    state = minesAct(state, { type: 'reveal', tile: 3 });
    state = minesAct(state, { type: 'reveal', tile: 4 });
    expect(() => minesAct(state, { type: 'reveal', tile: 4 })).toThrow(ApiError);
    expect(() => minesAct(state, { type: 'reveal', tile: 25 })).toThrow(ApiError);
    const view = minesView(state);
    expect(view).toMatchObject({ status: 'active', revealed: [3, 4], minePositions: null });
    expect(view.multiplier).toEqual(minesMultiplier(3, 2));
    expect(view.nextMultiplier).toEqual(minesMultiplier(3, 3));
    const cashed = minesAct(state, { type: 'cash_out' });
    expect(cashed).toMatchObject({ status: 'cashed_out', multiplier: minesMultiplier(3, 2) });
    expect(minesView(cashed).minePositions).toEqual([0, 7, 24]);
    expect(() => minesAct(cashed, { type: 'reveal', tile: 5 })).toThrow(ApiError);
  });

  it('loses on a mine and cashes out by itself when every safe tile is found', () => {
    expect(minesAct(board([0, 7, 24]), { type: 'reveal', tile: 7 })).toMatchObject({
      status: 'lost',
      multiplier: { num: 0, den: 1 },
    });
    let state = board(Array.from({ length: 23 }, (_, i) => i));
    state = minesAct(state, { type: 'reveal', tile: 23 });
    expect(state.status).toBe('active');
    state = minesAct(state, { type: 'reveal', tile: 24 });
    expect(state).toMatchObject({ status: 'cashed_out', multiplier: minesMultiplier(23, 2) });
  });

  it('refuses 0 or 25 mines', () => {
    const stream = roundStream(seeds(0));
    expect(() => startMines({ mines: 0 }, stream)).toThrow(ApiError);
    expect(() => startMines({ mines: 25 }, stream)).toThrow(ApiError);
    expect(startMines({ mines: 24 }, stream).minePositions).toHaveLength(24);
  });

  it('places every pair of mines equally often from the HMAC stream (chi-square over 300 pairs, 99%)', () => {
    const pairs = new Map<string, number>();
    for (let nonce = 0; nonce < 30_000; nonce++) {
      const key = startMines({ mines: 2 }, roundStream(seeds(nonce))).minePositions.join('-');
      pairs.set(key, (pairs.get(key) ?? 0) + 1);
    }
    expect(pairs.size).toBe(300);
    expect(chiSquare([...pairs.values()], new Array(300).fill(1)).pValue).toBeGreaterThan(0.01);
  });

  it(
    'returns the configured RTP over 10^6 rounds whatever the player picks (within 3 standard errors)',
    SIMULATION_TEST,
    () => {
      const rtp = 0.99;
      // Strategies: every mine count with 1 or 2 picks. R = rtp/p with probability p, so E[R²] = rtp²/p.
      const strategies = Array.from({ length: 24 }, (_, i) => i + 1).flatMap((mines) =>
        [1, 2].filter((picks) => picks <= TILES - mines).map((picks) => ({ mines, picks })),
      );
      const meanSquare =
        strategies.reduce(
          (sum, { mines, picks }) =>
            sum + (rtp * rtp * binomial(TILES, picks)) / binomial(TILES - mines, picks),
          0,
        ) / strategies.length;
      const rounds = 1_000_000;
      const standardError = Math.sqrt((meanSquare - rtp * rtp) / rounds);
      const boards = simulationStreams('mines-rtp');
      const player = seededWords('mines-player');
      let returned = 0;
      for (let i = 0; i < rounds; i++) {
        const { mines, picks } = strategies[i % strategies.length]!;
        const stream: RandomStream = boards();
        let state = startMines({ mines }, stream);
        while (state.status === 'active' && state.revealed.length < picks) {
          const tile = player() % TILES;
          if (!state.revealed.includes(tile)) state = minesAct(state, { type: 'reveal', tile });
        }
        if (state.status === 'active') state = minesAct(state, { type: 'cash_out' });
        returned += multiplierValue(state.multiplier);
      }
      expect(Math.abs(returned / rounds - rtp)).toBeLessThan(3 * standardError);
    },
  );
});

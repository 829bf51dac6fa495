import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { chiSquare } from '../../../test/chi-square.ts';
import { SIMULATION_TEST, simulationStreams } from '../../../test/sim-stream.ts';
import { roundRng } from '../fairness/provably-fair.ts';
import {
  betCovers,
  POCKETS,
  playRoulette,
  pocketColor,
  ROULETTE_PAYS,
  ROULETTE_RTP,
  type RouletteBet,
  settleRouletteBets,
  spinRoulette,
} from './roulette.ts';

const SERVER_SEED = '5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b';

/** Every legal bet of the layout, found by trying every set of numbers a bet of each size could cover. */
function findAllBets(): RouletteBet[] {
  const bets: RouletteBet[] = [];
  const tryBet = (bet: RouletteBet) => {
    try {
      betCovers(bet);
      bets.push(bet);
    } catch {}
  };
  for (let a = 0; a <= 36; a++) {
    tryBet({ type: 'straight', numbers: [a], stakeMinor: 100 });
    for (let b = a + 1; b <= 36; b++) {
      tryBet({ type: 'split', numbers: [a, b], stakeMinor: 100 });
      for (let c = b + 1; c <= Math.min(36, b + 3); c++) {
        tryBet({ type: 'street', numbers: [a, b, c], stakeMinor: 100 });
        for (let d = c + 1; d <= Math.min(36, c + 3); d++) {
          tryBet({ type: 'corner', numbers: [a, b, c, d], stakeMinor: 100 });
        }
      }
    }
  }
  for (let first = 0; first <= 36; first++) {
    tryBet({ type: 'line', numbers: Array.from({ length: 6 }, (_, i) => first + i), stakeMinor: 100 });
  }
  for (const index of [1, 2, 3] as const) {
    bets.push({ type: 'dozen', index, stakeMinor: 100 }, { type: 'column', index, stakeMinor: 100 });
  }
  for (const type of ['red', 'black', 'odd', 'even', 'low', 'high'] as const)
    bets.push({ type, stakeMinor: 100 });
  return bets;
}

const ALL_BETS = findAllBets();

describe('roulette layout', () => {
  it('has the standard European bets', () => {
    const counts: Record<string, number> = {};
    for (const bet of ALL_BETS) counts[bet.type] = (counts[bet.type] ?? 0) + 1;
    // Splits: 57 between numbers + 0-1, 0-2, 0-3; streets: 12 rows + 0-1-2, 0-2-3; corners: 22 + 0-1-2-3.
    expect(counts).toEqual({
      straight: 37,
      split: 60,
      street: 14,
      corner: 23,
      line: 11,
      dozen: 3,
      column: 3,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
    expect(betCovers({ type: 'corner', numbers: [5, 9, 8, 6], stakeMinor: 1 })).toEqual([5, 6, 8, 9]);
    expect(betCovers({ type: 'column', index: 2, stakeMinor: 1 })).toHaveLength(12);
    expect(betCovers({ type: 'column', index: 2, stakeMinor: 1 })[0]).toBe(2);
  });

  it('pays every legal bet 36/37 of its stake on average (payout × pockets covered = 36)', () => {
    for (const bet of ALL_BETS) {
      expect((ROULETTE_PAYS[bet.type] + 1) * betCovers(bet).length).toBe(36);
    }
    expect(ROULETTE_RTP).toBeCloseTo(0.972972973, 9);
  });

  it('colours 18 pockets red, 18 black and zero green', () => {
    const colours = Array.from({ length: POCKETS }, (_, pocket) => pocketColor(pocket));
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect(colours[0]).toBe('green');
  });

  it('refuses bets the table does not have', () => {
    const bad: RouletteBet[] = [
      { type: 'split', numbers: [3, 4], stakeMinor: 100 },
      { type: 'split', numbers: [0, 4], stakeMinor: 100 },
      { type: 'street', numbers: [2, 3, 4], stakeMinor: 100 },
      { type: 'corner', numbers: [3, 4, 6, 7], stakeMinor: 100 },
      { type: 'line', numbers: [2, 3, 4, 5, 6, 7], stakeMinor: 100 },
      { type: 'straight', numbers: [37], stakeMinor: 100 },
      { type: 'dozen', index: 4 as 1, stakeMinor: 100 },
      { type: 'red', stakeMinor: 0 },
      { type: 'red', stakeMinor: 1.5 },
    ];
    for (const bet of bad) expect(() => playRoulette({ bets: [bet] }, { word: () => 0 })).toThrow(ApiError);
    expect(() => playRoulette({ bets: [] }, { word: () => 0 })).toThrow(ApiError);
  });

  it("holds placed chips to the table's limits; settling a placed bet checks its layout only", () => {
    const betLimits = { minStakeMinor: 10, maxStakeMinor: 10_000 };
    for (const stakeMinor of [5, 10_001]) {
      expect(() =>
        playRoulette({ bets: [{ type: 'red', stakeMinor }], betLimits }, { word: () => 0 }),
      ).toThrow(ApiError);
    }
    // A USDT chip of 1.00 is 1,000,000 micro-units: placed under USDT limits, replayed without them.
    const placed = { bets: [{ type: 'red', stakeMinor: 1_000_000 }] as RouletteBet[] };
    expect(playRoulette(placed, { word: () => 0 }).totalStakeMinor).toBe(1_000_000);
  });

  it('settles several bets on one pocket', () => {
    const outcome = settleRouletteBets(17, {
      bets: [
        { type: 'straight', numbers: [17], stakeMinor: 100 },
        { type: 'red', stakeMinor: 200 },
        { type: 'black', stakeMinor: 300 },
        { type: 'split', numbers: [0, 2], stakeMinor: 50 },
      ],
    });
    expect(outcome).toMatchObject({
      pocket: 17,
      color: 'black',
      totalStakeMinor: 650,
      totalPayoutMinor: 3600 + 600,
    });
    expect(outcome.bets.map((settled) => settled.win)).toEqual([true, false, true, false]);
  });
});

describe('roulette wheel', () => {
  it('lands on every pocket equally often from the HMAC stream (chi-square, 99%)', () => {
    const counts = new Array<number>(POCKETS).fill(0);
    for (let nonce = 0; nonce < 37_000; nonce++) {
      counts[spinRoulette(roundRng({ serverSeed: SERVER_SEED, clientSeed: 'wheel', nonce }))]! += 1;
    }
    expect(chiSquare(counts, new Array(POCKETS).fill(1)).pValue).toBeGreaterThan(0.01);
  });

  it('returns 36/37 over 10^6 spins (within 3 standard errors)', SIMULATION_TEST, () => {
    const bets = ALL_BETS;
    // A bet paying k·stake on n pockets: E[R²] = k²·n/37 = 36·k/37 since k·n = 36.
    const meanSquare =
      bets.reduce((sum, bet) => sum + (36 * (ROULETTE_PAYS[bet.type] + 1)) / POCKETS, 0) / bets.length;
    const rounds = 1_000_000;
    const standardError = Math.sqrt((meanSquare - ROULETTE_RTP ** 2) / rounds);
    const next = simulationStreams('roulette-rtp');
    let staked = 0;
    let returned = 0;
    for (let i = 0; i < rounds; i++) {
      const outcome = playRoulette({ bets: [bets[i % bets.length]!] }, next());
      staked += outcome.totalStakeMinor;
      returned += outcome.totalPayoutMinor;
    }
    expect(Math.abs(returned / staked - ROULETTE_RTP)).toBeLessThan(3 * standardError);
  });
});

import { describe, expect, it } from 'vitest';
import { leadsTo } from '../fairness/hash-chain.ts';
import { hashServerSeed } from '../fairness/provably-fair.ts';
import { verifyRound } from '../fairness/verify-round.ts';
import { type LiveSchedule, liveChainCommitment, liveRoundAt, liveRoundResult } from './live-roulette.ts';
import { POCKETS } from './roulette.ts';

const TABLE_SEED = 'f0e1d2c3b4a5968778695a4b3c2d1e0ff0e1d2c3b4a5968778695a4b3c2d1e0f';
const EPOCH = Date.UTC(2025, 0, 1);
const SCHEDULE: LiveSchedule = { epochMs: EPOCH, roundMs: 30_000, bettingMs: 20_000, chainLength: 8 };

describe('live roulette schedule', () => {
  it('opens betting at the start of each round and spins after the window', () => {
    expect(liveRoundAt(EPOCH, TABLE_SEED, SCHEDULE)).toMatchObject({
      roundId: 0,
      phase: 'betting',
      bettingOpensAt: EPOCH,
      bettingClosesAt: EPOCH + 20_000,
      settlesAt: EPOCH + 30_000,
      chainIndex: 0,
    });
    expect(liveRoundAt(EPOCH + 19_999, TABLE_SEED, SCHEDULE).phase).toBe('betting');
    expect(liveRoundAt(EPOCH + 20_000, TABLE_SEED, SCHEDULE)).toMatchObject({
      roundId: 0,
      phase: 'spinning',
    });
    expect(liveRoundAt(EPOCH + 30_000, TABLE_SEED, SCHEDULE)).toMatchObject({ roundId: 1, phase: 'betting' });
    expect(liveRoundAt(EPOCH + 8 * 30_000, TABLE_SEED, SCHEDULE)).toMatchObject({
      roundId: 8,
      chainIndex: 1,
    });
    expect(() => liveRoundAt(EPOCH - 1, TABLE_SEED, SCHEDULE)).toThrow(RangeError);
  });

  it('gives every player the same result, committed in advance by the chain', () => {
    const commitment = liveChainCommitment(0, TABLE_SEED, SCHEDULE);
    expect(liveRoundAt(EPOCH + 45_000, TABLE_SEED, SCHEDULE).chainCommitment).toBe(commitment);
    let previous = commitment;
    for (let roundId = 0; roundId < SCHEDULE.chainLength; roundId++) {
      const result = liveRoundResult(roundId, TABLE_SEED, SCHEDULE);
      expect(result).toEqual(liveRoundResult(roundId, TABLE_SEED, SCHEDULE));
      // Each revealed seed hashes to the one revealed before it, the first to the commitment.
      expect(hashServerSeed(result.serverSeed)).toBe(previous);
      expect(leadsTo(result.serverSeed, commitment, SCHEDULE.chainLength)).toBe(true);
      expect(result.clientSeed).toBe(commitment);
      expect(result.pocket).toBeGreaterThanOrEqual(0);
      expect(result.pocket).toBeLessThan(POCKETS);
      previous = result.serverSeed;
    }
    const nextChain = liveRoundResult(SCHEDULE.chainLength, TABLE_SEED, SCHEDULE);
    expect(nextChain.clientSeed).toBe(liveChainCommitment(1, TABLE_SEED, SCHEDULE));
    expect(nextChain.clientSeed).not.toBe(commitment);
    expect(leadsTo(nextChain.serverSeed, commitment, 2 * SCHEDULE.chainLength)).toBe(false);
  });

  it('lets a player recompute a live round with the roulette verifier', () => {
    const result = liveRoundResult(5, TABLE_SEED, SCHEDULE);
    const bets = { bets: [{ type: 'straight' as const, numbers: [result.pocket], stakeMinor: 100 }] };
    const verified = verifyRound('roulette', result, result.nonce, bets);
    expect(verified.outcome.pocket).toBe(result.pocket);
    expect(verified.outcome.totalPayoutMinor).toBe(3600);
  });

  it('differs between tables', () => {
    const pockets = (seed: string) =>
      Array.from({ length: 8 }, (_, roundId) => liveRoundResult(roundId, seed, SCHEDULE).pocket);
    expect(pockets(TABLE_SEED)).not.toEqual(pockets(`${TABLE_SEED.slice(1)}0`));
  });
});

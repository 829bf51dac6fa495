import { chainElement, chainTop } from '../fairness/hash-chain.ts';
import { roundRng } from '../fairness/provably-fair.ts';
import { spinRoulette } from './roulette.ts';

/**
 * Live roulette: one shared wheel per table on a fixed schedule (a betting window, then the spin), the
 * same result for every player. Round r's seed is taken from the table's hash chain (server only: this
 * module uses Node's crypto), and the pocket is drawn like any round with
 * serverSeed = that seed, clientSeed = the chain's published commitment, nonce = r — so a player
 * verifies a live round with the same verifier as a roulette round once its seed is revealed.
 */
export interface LiveSchedule {
  /** When round 0 opened. */
  epochMs: number;
  roundMs: number;
  /** Bets are taken for this long at the start of each round; the rest is the spin. */
  bettingMs: number;
  /** Rounds per hash chain; a new chain (and commitment) starts after each. */
  chainLength: number;
}

/** 30-second rounds (20 s of betting, 10 s of spin), one chain per day. */
export const DEFAULT_LIVE_SCHEDULE: LiveSchedule = {
  epochMs: Date.UTC(2025, 0, 1),
  roundMs: 30_000,
  bettingMs: 20_000,
  chainLength: 2_880,
};

export interface LiveRound {
  roundId: number;
  phase: 'betting' | 'spinning';
  bettingOpensAt: number;
  bettingClosesAt: number;
  /** When the ball stops: the result and its seed may be shown from then on. */
  settlesAt: number;
  chainIndex: number;
  /** Published before the chain's first round: every round seed of the chain hashes back to it. */
  chainCommitment: string;
}

export interface LiveRoundResult {
  roundId: number;
  pocket: number;
  /** The round's server seed (its hash is the previous round's seed, or the chain commitment). */
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

function chainPosition(roundId: number, schedule: LiveSchedule) {
  if (!Number.isSafeInteger(roundId) || roundId < 0) throw new RangeError(`live round ${roundId}`);
  return { chainIndex: Math.floor(roundId / schedule.chainLength), position: roundId % schedule.chainLength };
}

/** A chain costs `chainLength` hashes (a few ms); every poll of a table asks for the same few. */
const commitments = new Map<string, string>();
const MAX_COMMITMENTS = 64;

/** The chain's last element, published as the commitment before its first round. */
export function liveChainCommitment(
  chainIndex: number,
  tableSeed: string,
  schedule: LiveSchedule = DEFAULT_LIVE_SCHEDULE,
): string {
  const key = `${tableSeed}:${chainIndex}:${schedule.chainLength}`;
  let commitment = commitments.get(key);
  if (commitment === undefined) {
    commitment = chainElement(chainTop(tableSeed, chainIndex), schedule.chainLength);
    if (commitments.size >= MAX_COMMITMENTS) commitments.delete(commitments.keys().next().value!);
    commitments.set(key, commitment);
  }
  return commitment;
}

export function liveRoundAt(
  timeMs: number,
  tableSeed: string,
  schedule: LiveSchedule = DEFAULT_LIVE_SCHEDULE,
): LiveRound {
  const roundId = Math.floor((timeMs - schedule.epochMs) / schedule.roundMs);
  const { chainIndex } = chainPosition(roundId, schedule);
  const bettingOpensAt = schedule.epochMs + roundId * schedule.roundMs;
  const bettingClosesAt = bettingOpensAt + schedule.bettingMs;
  return {
    roundId,
    phase: timeMs < bettingClosesAt ? 'betting' : 'spinning',
    bettingOpensAt,
    bettingClosesAt,
    settlesAt: bettingOpensAt + schedule.roundMs,
    chainIndex,
    chainCommitment: liveChainCommitment(chainIndex, tableSeed, schedule),
  };
}

/**
 * A round's result. The server needs it to settle bets; it must not be shown before `settlesAt`, and
 * bets must not be taken after `bettingClosesAt`.
 */
export function liveRoundResult(
  roundId: number,
  tableSeed: string,
  schedule: LiveSchedule = DEFAULT_LIVE_SCHEDULE,
): LiveRoundResult {
  const { chainIndex, position } = chainPosition(roundId, schedule);
  const top = chainTop(tableSeed, chainIndex);
  // Round 0 of a chain uses the element just below the commitment, each later round the one below that.
  const serverSeed = chainElement(top, schedule.chainLength - 1 - position);
  const clientSeed = chainElement(serverSeed, position + 1);
  const pocket = spinRoulette(roundRng({ serverSeed, clientSeed, nonce: roundId }));
  return { roundId, pocket, serverSeed, clientSeed, nonce: roundId };
}

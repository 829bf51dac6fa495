import {
  type BlackjackAction,
  type BlackjackState,
  blackjackAct,
  startBlackjack,
} from '../engines/blackjack.ts';
import { type CrashOutcome, type CrashParams, playCrash } from '../engines/crash.ts';
import { type DiceOutcome, type DiceParams, playDice } from '../engines/dice.ts';
import {
  type HighLowAction,
  type HighLowParams,
  type HighLowState,
  highLowAct,
  startHighLow,
} from '../engines/high-low.ts';
import {
  type MinesAction,
  type MinesParams,
  type MinesState,
  minesAct,
  startMines,
} from '../engines/mines.ts';
import { playRoulette, type RouletteOutcome, type RouletteParams } from '../engines/roulette.ts';
import { playSlot, type SlotConfig, type SlotOutcome } from '../engines/slot.ts';
import { hashServerSeed, roundStream } from './provably-fair.ts';
import type { RandomStream } from './random-stream.ts';

/** What recomputing a round needs besides its seeds: the bet, and the moves of a stateful round in order. */
export interface VerifyInputs {
  dice: DiceParams;
  crash: CrashParams;
  /** Also for a live-roulette round, with the seeds `liveRoundResult` reveals. */
  roulette: RouletteParams;
  slot: SlotConfig;
  mines: { params: MinesParams; actions: MinesAction[] };
  high_low: { params: HighLowParams; actions: HighLowAction[] };
  blackjack: { actions: BlackjackAction[] };
}

export interface VerifyOutcomes {
  dice: DiceOutcome;
  crash: CrashOutcome;
  roulette: RouletteOutcome;
  slot: SlotOutcome;
  mines: MinesState;
  high_low: HighLowState;
  blackjack: BlackjackState;
}

export type VerifiableEngine = keyof VerifyInputs;

/** A revealed seed pair; with the hash shown before play, the verifier also checks the commitment. */
export interface RevealedSeeds {
  serverSeed: string;
  clientSeed: string;
  serverSeedHash?: string;
}

export interface VerifiedRound<E extends VerifiableEngine> {
  serverSeedHash: string;
  /** Whether the revealed seed matches the hash shown before play (null when none was given). */
  hashMatches: boolean | null;
  outcome: VerifyOutcomes[E];
}

const replay: {
  [E in VerifiableEngine]: (stream: RandomStream, input: VerifyInputs[E]) => VerifyOutcomes[E];
} = {
  dice: (stream, params) => playDice(params, stream),
  crash: (stream, params) => playCrash(params, stream),
  roulette: (stream, params) => playRoulette(params, stream),
  slot: (stream, config) => playSlot(config, stream),
  mines: (stream, { params, actions }) => actions.reduce(minesAct, startMines(params, stream)),
  high_low: (stream, { params, actions }) =>
    actions.reduce((state, action) => highLowAct(state, action, stream), startHighLow(params, stream)),
  blackjack: (stream, { actions }) => actions.reduce(blackjackAct, startBlackjack(stream)),
};

/** Recomputes a round from its revealed seeds, nonce and bet — what the game's fairness page runs. */
export function verifyRound<E extends VerifiableEngine>(
  engine: E,
  seeds: RevealedSeeds,
  nonce: number,
  input: VerifyInputs[E],
): VerifiedRound<E> {
  const serverSeedHash = hashServerSeed(seeds.serverSeed);
  const recompute: (stream: RandomStream, input: VerifyInputs[E]) => VerifyOutcomes[E] = replay[engine];
  return {
    serverSeedHash,
    hashMatches: seeds.serverSeedHash === undefined ? null : seeds.serverSeedHash === serverSeedHash,
    outcome: recompute(
      roundStream({ serverSeed: seeds.serverSeed, clientSeed: seeds.clientSeed, nonce }),
      input,
    ),
  };
}

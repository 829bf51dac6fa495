import type { Db } from '../../db/schema.ts';
import { slotConfigOf } from './adapters/slot-adapter.ts';
import type { BlackjackAction, BlackjackState } from './engines/blackjack.ts';
import { type Card, cardFromIndex, rankName } from './engines/cards.ts';
import type { CrashOutcome } from './engines/crash.ts';
import type { DiceOutcome } from './engines/dice.ts';
import { formatMultiplier, type Multiplier } from './engines/engine-common.ts';
import type { HighLowAction, HighLowState } from './engines/high-low.ts';
import type { MinesAction, MinesState } from './engines/mines.ts';
import type { RouletteBet, RouletteOutcome } from './engines/roulette.ts';
import type { SlotOutcome } from './engines/slot.ts';
import { verifyRound } from './fairness/verify-round.ts';
import type { HouseGame } from './house-game.ts';
import { findRoundBySeeds } from './house-rounds.repository.ts';
import { amountText } from './round-context.ts';

export interface VerifyRequest {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Mines on the board when no recorded round says (the board depends on it). */
  mines?: number;
}

export interface Verification {
  serverSeedHash: string;
  /** What the seeds decide, as sentences. */
  lines: string[];
  /** The player's recorded round played on these seeds, if any, and whether the recomputation agrees. */
  recorded: { id: string; stake: number; payout: number; currency: string; matches: boolean } | null;
}

const SUIT_GLYPH = { spades: '♠', hearts: '♥', diamonds: '♦', clubs: '♣' } as const;
const cardText = (card: Card) => `${rankName(card.rank)}${SUIT_GLYPH[card.suit]}`;
const times = (multiplier: Multiplier) => formatMultiplier(multiplier, 4);

/** Deep equality of JSON values, ignoring key order (jsonb does not keep it). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) =>
    sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/** The recomputed values all agree with what was recorded (which may hold more, such as the bet). */
function agrees(recomputed: object, recorded: unknown): boolean {
  if (typeof recorded !== 'object' || recorded === null) return false;
  return Object.entries(recomputed).every(([key, value]) =>
    sameJson(value, (recorded as Record<string, unknown>)[key]),
  );
}

function tileName(tile: number): string {
  return `row ${Math.floor(tile / 5) + 1} column ${(tile % 5) + 1}`;
}

interface Recorded {
  params: Record<string, unknown>;
  state: unknown;
  currency: string;
}

/** Recomputes a round from revealed seeds; with a recorded round, with its bet and moves. */
function recompute(game: HouseGame, request: VerifyRequest, recorded: Recorded | undefined) {
  const seeds = { serverSeed: request.serverSeed, clientSeed: request.clientSeed };
  const { nonce } = request;
  const params = recorded?.params ?? {};
  const moves = (params.moves as unknown[] | undefined) ?? [];
  switch (game.engine) {
    case 'slot': {
      const config = slotConfigOf(game);
      const result = verifyRound('slot', seeds, nonce, config);
      const outcome: SlotOutcome = result.outcome;
      const name = (index: number) => config.symbols[index]!.name;
      const lines = outcome.spins.flatMap((spin, i) => {
        const rows = [0, 1, 2].map((row) => spin.window.map((column) => name(column[row]!)).join(', '));
        const wins = spin.lineWins.map((win) => `line ${win.line + 1}: ${win.count} × ${name(win.symbol)}`);
        if (spin.scatters >= 3) wins.push(`${spin.scatters} scatters`);
        return [
          `${i === 0 ? 'Paid spin' : `Free spin ${i}`}: ${rows.join(' / ')}${wins.length > 0 ? ` — ${wins.join('; ')}` : ''}`,
        ];
      });
      lines.push(`The round pays ${times(outcome.multiplier)} the stake.`);
      return { result, lines, matches: agrees(outcome, recorded?.state) };
    }
    case 'dice': {
      const target = (params.target as number | undefined) ?? 5000;
      const direction = (params.direction as 'over' | 'under' | undefined) ?? 'over';
      const result = verifyRound('dice', seeds, nonce, { target, direction, rtpBp: game.rtpBp });
      const outcome: DiceOutcome = result.outcome;
      // not money: rolls are in hundredths
      const lines = [`Roll: ${(outcome.roll / 100).toFixed(2)}.`];
      if (recorded) {
        lines.push(
          // not money: targets are in hundredths
          `Bet: ${direction} ${(target / 100).toFixed(2)} — ${outcome.win ? `won ${times(outcome.multiplier)}` : 'lost'}.`,
        );
      }
      return { result, lines, matches: agrees(outcome, recorded?.state) };
    }
    case 'crash': {
      const target = (params.target as number | undefined) ?? 200;
      const result = verifyRound('crash', seeds, nonce, { autoCashOut: target, rtpBp: game.rtpBp });
      const outcome: CrashOutcome = result.outcome;
      // not money: crash points are hundredths of a multiplier
      const lines = [`Crash point: ${(outcome.crashPoint / 100).toFixed(2)}×.`];
      if (recorded)
        lines.push(
          // not money: targets are hundredths of a multiplier
          `Auto cash-out at ${(target / 100).toFixed(2)}× — ${outcome.win ? 'cashed out' : 'lost'}.`,
        );
      return { result, lines, matches: agrees(outcome, recorded?.state) };
    }
    case 'roulette':
    case 'live_roulette': {
      const bets = (params.bets as RouletteBet[] | undefined) ?? [{ type: 'red', stakeMinor: 10 }];
      const result = verifyRound('roulette', seeds, nonce, { bets });
      const outcome: RouletteOutcome = result.outcome;
      const lines = [`Pocket: ${outcome.pocket} ${outcome.color}.`];
      if (recorded)
        lines.push(`The bets pay ${amountText(outcome.totalPayoutMinor, recorded.currency)} in all.`);
      return { result, lines, matches: agrees(outcome, recorded?.state) };
    }
    case 'mines': {
      const mines = (params.mines as number | undefined) ?? request.mines ?? 3;
      const result = verifyRound('mines', seeds, nonce, {
        params: { mines, rtpBp: game.rtpBp },
        actions: moves as MinesAction[],
      });
      const outcome: MinesState = result.outcome;
      const lines = [
        `${mines} mine${mines === 1 ? '' : 's'} at: ${outcome.minePositions.map(tileName).join('; ')}.`,
      ];
      if (recorded)
        lines.push(`Tiles revealed in order: ${outcome.revealed.map(tileName).join('; ') || 'none'}.`);
      return { result, lines, matches: agrees(outcome, recorded?.state) };
    }
    case 'high_low': {
      const first = verifyRound('high_low', seeds, nonce, { params: { rtpBp: game.rtpBp }, actions: [] })
        .outcome.card;
      const actions = recorded
        ? (moves as HighLowAction[])
        : Array.from({ length: 12 }, () => ({ type: 'skip' as const }));
      const result = verifyRound('high_low', seeds, nonce, { params: { rtpBp: game.rtpBp }, actions });
      const outcome: HighLowState = result.outcome;
      const cards = [first, ...outcome.steps.map((step) => step.card)].map(cardText);
      const lines = [`Cards in order: ${cards.join(', ')}${recorded ? '' : ', …'}.`];
      const state = (recorded?.state as { game?: unknown } | undefined)?.game;
      return { result, lines, matches: agrees(outcome, state) };
    }
    case 'blackjack': {
      const result = verifyRound('blackjack', seeds, nonce, { actions: moves as BlackjackAction[] });
      const outcome: BlackjackState = result.outcome;
      const shoe = outcome.shoe.slice(0, 12).map((index) => cardText(cardFromIndex(index)));
      const lines = [`First cards of the shoe: ${shoe.join(', ')}, …`];
      if (recorded) {
        lines.push(
          `Your hand: ${outcome.player.map(cardText).join(' ')}; dealer: ${outcome.dealer.map(cardText).join(' ')} — ${outcome.result}.`,
        );
      }
      return { result, lines, matches: agrees(outcome, recorded?.state) };
    }
  }
}

export async function verifyGameRound(
  db: Db,
  game: HouseGame,
  request: VerifyRequest,
): Promise<Verification> {
  const row =
    game.engine === 'live_roulette'
      ? undefined
      : await findRoundBySeeds(db, request.serverSeed, request.clientSeed, request.nonce);
  const recorded = row && row.sysname === game.sysname ? row : undefined;
  const done = recompute(
    game,
    request,
    recorded && {
      params: recorded.params as Record<string, unknown>,
      state: recorded.outcome ?? recorded.state,
      currency: recorded.currency,
    },
  );
  return {
    serverSeedHash: done.result.serverSeedHash,
    lines: done.lines,
    recorded: recorded
      ? {
          id: recorded.id,
          stake: recorded.stake,
          payout: recorded.payout,
          currency: recorded.currency,
          matches: done.matches,
        }
      : null,
  };
}

import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { chiSquare } from '../../../test/chi-square.ts';
import { roundStream } from '../fairness/provably-fair.ts';
import type { RandomStream } from '../fairness/random-stream.ts';
import { highLowAct, nextMultiplierBp, startHighLow, winningRanks } from './high-low.ts';

const SERVER_SEED = '7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f';

/** Deals the given cards (0..51: rank index + 13 · suit) in order. */
const dealing = (cards: number[]): RandomStream => ({ word: (index) => cards[index]! });
const ACE = 0;
const FIVE = 4;
const NINE = 8;
const KING = 12;

describe('high-low', () => {
  it('pays RTP ÷ chance per right guess, in basis points rounded down', () => {
    expect(winningRanks(5, 'higher')).toBe(8);
    expect(winningRanks(5, 'lower')).toBe(4);
    expect(winningRanks(5, 'same')).toBe(1);
    expect(nextMultiplierBp(10_000, 9900, 5, 'higher')).toBe(16_087); // 0.99 · 13/8 = 1.60875
    expect(nextMultiplierBp(16_087, 9900, 1, 'higher')).toBe(17_253); // · 0.99 · 13/12
    expect(() => nextMultiplierBp(10_000, 9900, 13, 'higher')).toThrow(ApiError);
    expect(() => nextMultiplierBp(10_000, 9900, 1, 'lower')).toThrow(ApiError);
  });

  it('chains right guesses, skips for free and cashes out the running multiplier', () => {
    const stream = dealing([FIVE, NINE, 13 + NINE, ACE, KING]);
    let state = startHighLow({}, stream);
    expect(state.card).toEqual({ rank: 5, suit: 'spades' });
    state = highLowAct(state, { type: 'guess', guess: 'higher' }, stream);
    expect(state).toMatchObject({ status: 'active', multiplierBp: 16_087, card: { rank: 9 }, position: 2 });
    state = highLowAct(state, { type: 'skip' }, stream);
    expect(state).toMatchObject({ multiplierBp: 16_087, card: { rank: 9, suit: 'hearts' } });
    state = highLowAct(state, { type: 'guess', guess: 'lower' }, stream);
    const afterLower = Math.floor((16_087 * 9900 * 13) / (10_000 * 8));
    expect(state.multiplierBp).toBe(afterLower);
    const cashed = highLowAct(state, { type: 'cash_out' }, stream);
    expect(cashed.status).toBe('cashed_out');
    expect(cashed.multiplier.num / cashed.multiplier.den).toBe(afterLower / 10_000);
    expect(() => highLowAct(cashed, { type: 'skip' }, stream)).toThrow(ApiError);
    const lost = highLowAct(state, { type: 'guess', guess: 'same' }, stream);
    expect(lost).toMatchObject({ status: 'lost', multiplier: { num: 0, den: 1 } });
    expect(lost.steps.map((step) => [step.action, step.correct])).toEqual([
      ['higher', true],
      ['skip', true],
      ['lower', true],
      ['same', false],
    ]);
  });

  it('continues the stream where the state left it, so a round replays the same cards', () => {
    const stream = roundStream({ serverSeed: SERVER_SEED, clientSeed: 'replay', nonce: 1 });
    let state = startHighLow({}, stream);
    for (let i = 0; i < 5; i++) state = highLowAct(state, { type: 'skip' }, stream);
    const fresh = roundStream({ serverSeed: SERVER_SEED, clientSeed: 'replay', nonce: 1 });
    let replayed = startHighLow({}, fresh);
    for (let i = 0; i < 5; i++) replayed = highLowAct(replayed, { type: 'skip' }, fresh);
    expect(replayed).toEqual(state);
  });

  it('draws every rank and suit equally often from the HMAC stream (chi-square, 99%)', () => {
    const ranks = new Array<number>(13).fill(0);
    const suits = new Map<string, number>();
    for (let nonce = 0; nonce < 6500; nonce++) {
      const stream = roundStream({ serverSeed: SERVER_SEED, clientSeed: 'cards', nonce });
      let state = startHighLow({}, stream);
      for (let i = 0; i < 3; i++) state = highLowAct(state, { type: 'skip' }, stream);
      for (const card of [state.steps[0]!.card, state.steps[1]!.card, state.card]) {
        ranks[card.rank - 1]! += 1;
        suits.set(card.suit, (suits.get(card.suit) ?? 0) + 1);
      }
    }
    expect(chiSquare(ranks, new Array(13).fill(1)).pValue).toBeGreaterThan(0.01);
    expect(chiSquare([...suits.values()], new Array(4).fill(1)).pValue).toBeGreaterThan(0.01);
  });
});

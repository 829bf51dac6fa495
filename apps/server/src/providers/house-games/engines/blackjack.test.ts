import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { chiSquare } from '../../../test/chi-square.ts';
import { roundStream } from '../fairness/provably-fair.ts';
import type { RandomStream } from '../fairness/random-stream.ts';
import {
  type BlackjackState,
  blackjackAct,
  blackjackView,
  DECKS,
  handTotal,
  startBlackjack,
} from './blackjack.ts';
import type { Card } from './cards.ts';

const SERVER_SEED = '2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d3e4f5a6b7c8d9e0f1a2b3c';
const card = (rank: number): Card => ({ rank, suit: 'spades' });

/**
 * A stream whose shuffle puts the given ranks (spades) first, in dealing order (player, dealer, player,
 * dealer, then hits): the forward Fisher–Yates takes position i from the pool at i + word.
 */
function shoeStartingWith(ranks: number[]): RandomStream {
  const pool = Array.from({ length: 52 * DECKS }, (_, i) => i % 52);
  const words = ranks.map((rank, i) => {
    const j = pool.indexOf(rank - 1, i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    return j - i;
  });
  return { word: (index) => words[index] ?? 0 };
}

describe('blackjack hands', () => {
  it('counts aces as 11 while that does not bust', () => {
    expect(handTotal([card(1), card(13)])).toEqual({ total: 21, soft: true });
    expect(handTotal([card(1), card(1), card(9)])).toEqual({ total: 21, soft: true });
    expect(handTotal([card(1), card(6)])).toEqual({ total: 17, soft: true });
    expect(handTotal([card(1), card(6), card(10)])).toEqual({ total: 17, soft: false });
    expect(handTotal([card(12), card(11), card(2)])).toEqual({ total: 22, soft: false });
  });
});

describe('blackjack rounds', () => {
  it('pays a natural 3:2 at once, and a natural against the dealer’s as a push', () => {
    expect(startBlackjack(shoeStartingWith([1, 9, 13, 7]))).toMatchObject({
      status: 'finished',
      result: 'blackjack',
      multiplier: { num: 5, den: 2 },
    });
    expect(startBlackjack(shoeStartingWith([1, 1, 13, 12]))).toMatchObject({
      result: 'push',
      multiplier: { num: 1, den: 1 },
    });
    expect(startBlackjack(shoeStartingWith([9, 1, 8, 13]))).toMatchObject({
      result: 'lose',
      multiplier: { num: 0, den: 1 },
    });
  });

  it('hides the hole card and the shoe until the round is over', () => {
    const state = startBlackjack(shoeStartingWith([10, 9, 6, 7]));
    const view = blackjackView(state);
    expect(view).toMatchObject({ status: 'player_turn', canDouble: true, playerTotal: { total: 16 } });
    expect(view.dealer).toEqual([card(9)]);
    expect(view).not.toHaveProperty('shoe');
  });

  it('lets the dealer stand on soft 17', () => {
    // Player 10+8 stands; dealer A+6 = soft 17 stands: player 18 wins.
    const state = startBlackjack(shoeStartingWith([10, 1, 8, 6]));
    expect(blackjackAct(state, { type: 'stand' })).toMatchObject({
      result: 'win',
      multiplier: { num: 2, den: 1 },
    });
  });

  it('draws the dealer to 17 and settles wins, pushes, losses and busts', () => {
    // Dealer 10+6 draws a 5: 21 beats the player's 20.
    const lose = blackjackAct(startBlackjack(shoeStartingWith([10, 10, 10, 6, 5])), { type: 'stand' });
    expect(lose).toMatchObject({ result: 'lose' });
    expect(lose.dealer.map((c) => c.rank)).toEqual([10, 6, 5]);
    // Dealer 10+6 draws a 10 and busts.
    expect(
      blackjackAct(startBlackjack(shoeStartingWith([10, 10, 7, 6, 10])), { type: 'stand' }),
    ).toMatchObject({
      result: 'win',
    });
    // Dealer 10+8 against 10+8.
    expect(blackjackAct(startBlackjack(shoeStartingWith([10, 10, 8, 8])), { type: 'stand' })).toMatchObject({
      result: 'push',
      multiplier: { num: 1, den: 1 },
    });
    // Player 10+6 hits a king.
    expect(blackjackAct(startBlackjack(shoeStartingWith([10, 9, 6, 8, 13])), { type: 'hit' })).toMatchObject({
      status: 'finished',
      result: 'bust',
    });
  });

  it('doubles on two cards only: one card, twice the stake', () => {
    // Player 6+5 doubles into a 10 (21); dealer 10+7 stands.
    const doubled = blackjackAct(startBlackjack(shoeStartingWith([6, 10, 5, 7, 10])), { type: 'double' });
    expect(doubled).toMatchObject({ doubled: true, result: 'win', multiplier: { num: 4, den: 1 } });
    expect(doubled.player).toHaveLength(3);
    const hit: BlackjackState = blackjackAct(startBlackjack(shoeStartingWith([2, 10, 3, 7, 2])), {
      type: 'hit',
    });
    expect(hit.status).toBe('player_turn');
    expect(() => blackjackAct(hit, { type: 'double' })).toThrow(ApiError);
  });

  it('plays 21 out at once and refuses moves after the end', () => {
    const state = blackjackAct(startBlackjack(shoeStartingWith([5, 10, 6, 8, 10])), { type: 'hit' });
    expect(state).toMatchObject({ status: 'finished', result: 'win' });
    expect(() => blackjackAct(state, { type: 'hit' })).toThrow(ApiError);
  });

  it('shuffles six full decks and deals ranks equally often from the HMAC stream (chi-square, 99%)', () => {
    const ranks = new Array<number>(13).fill(0);
    for (let nonce = 0; nonce < 1500; nonce++) {
      const state = startBlackjack(roundStream({ serverSeed: SERVER_SEED, clientSeed: 'shoe', nonce }));
      if (nonce === 0) {
        const counts = new Array<number>(52).fill(0);
        for (const index of state.shoe) counts[index]! += 1;
        expect(counts.every((n) => n === DECKS)).toBe(true);
      }
      for (const index of state.shoe.slice(0, 8)) ranks[index % 13]! += 1;
    }
    expect(chiSquare(ranks, new Array(13).fill(1)).pValue).toBeGreaterThan(0.01);
  });
});

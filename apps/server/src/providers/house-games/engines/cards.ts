import type { Rng } from '../fairness/random-stream.ts';

/** Playing cards for high-low and blackjack. Rank 1 is the ace, 11–13 are jack, queen, king. */
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
export type Suit = (typeof SUITS)[number];

export interface Card {
  rank: number;
  suit: Suit;
}

/** Card 0..51 of a deck: suit by thirteens, rank within. */
export function cardFromIndex(index: number): Card {
  return { rank: (index % 13) + 1, suit: SUITS[Math.floor(index / 13)]! };
}

/** A card from an endless deck (every draw is any of the 52, independent of the others). */
export function drawCard(rng: Rng): Card {
  return cardFromIndex(rng.intBelow(52));
}

export function rankName(rank: number): string {
  return ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][rank - 1]!;
}

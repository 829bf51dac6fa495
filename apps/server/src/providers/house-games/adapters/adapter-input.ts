import { type Card, rankName } from '../engines/cards.ts';
import { invalidPlay } from '../engines/engine-common.ts';

/** The checks and shapes the engine adapters share when reading the client's input and drawing cards. */
export function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function integer(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw invalidPlay(field, `${field} must be a whole number`);
  return value;
}

export const cardView = (card: Card) => ({ rank: rankName(card.rank), suit: card.suit });

import { createHash } from 'node:crypto';
import { sfc32 } from './sfc32.ts';

export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, max). */
  int(max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A key of `weights`, chosen in proportion to its weight. */
  weighted<K extends string>(weights: Partial<Record<K, number>>): K;
  /** `length` hexadecimal digits. */
  hex(length: number): string;
  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
}

/**
 * A deterministic generator (sfc32) seeded from a text: the same seed gives the same sequence on every
 * machine and run, which the game catalogue relies on. Not for anything secret.
 */
export function seededRandom(seed: string): SeededRandom {
  const digest = createHash('sha256').update(seed).digest();
  const word = sfc32([
    digest.readUInt32LE(0),
    digest.readUInt32LE(4),
    digest.readUInt32LE(8),
    digest.readUInt32LE(12),
  ]);
  const next = () => word() / 4294967296;
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('Cannot pick from an empty list');
      return items[int(items.length)] as (typeof items)[number];
    },
    weighted: (weights) => {
      const entries = Object.entries(weights).filter(([, weight]) => (weight as number) > 0) as [
        keyof typeof weights & string,
        number,
      ][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      if (total <= 0) throw new Error('Cannot choose from weights that are all zero');
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
    hex: (length) => {
      let text = '';
      while (text.length < length) text += int(0x10000).toString(16).padStart(4, '0');
      return text.slice(0, length);
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy;
    },
  };
}

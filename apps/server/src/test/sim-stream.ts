import { seededWords } from '../providers/house-games/engines/seeded-prng.ts';
import type { RandomStream } from '../providers/house-games/fairness/random-stream.ts';

/**
 * Streams for the engines' 10^6-round RTP simulations. The HMAC stream costs ~4 µs per 32 bytes, so
 * millions of rounds through it would take most of the test budget; the simulations check the engines'
 * maths, and the HMAC stream's own uniformity is tested on its own (chi-square tests with fixed seeds).
 * Each round's stream takes the next words of one seeded generator, kept so a word can be read again.
 */
export function simulationStreams(seed: string): () => RandomStream {
  const next = seededWords(seed);
  return () => {
    const words: number[] = [];
    return {
      word(index: number): number {
        while (words.length <= index) words.push(next());
        return words[index]!;
      },
    };
  };
}

/**
 * Options for the heavy statistical tests (10^6 simulated rounds): still part of `npm test`, with room
 * for a loaded machine (they take one to three seconds of CPU each).
 */
export const SIMULATION_TEST = { timeout: 180_000 };

/**
 * The bridge between a round's random bytes and game outcomes. Pure (no Node imports) so the engines
 * that build on it can also be loaded by the browser, which renders rounds but never decides them.
 */

/** A round's random words: word i is bytes 4i..4i+3 (big-endian) of the round's byte stream. */
export interface RandomStream {
  word(index: number): number;
}

const WORD_RANGE = 2 ** 32;

/**
 * A cursor over a stream. Every draw takes whole words in order, so a round is replayed exactly by
 * starting a new cursor at the same position.
 */
export class Rng {
  constructor(
    readonly stream: RandomStream,
    public position = 0,
  ) {}

  uint32(): number {
    return this.stream.word(this.position++);
  }

  /**
   * A float in [0, 1) on a 2^-32 grid: the word divided by 2^32, which is the common
   * sum(byte_i / 256^(i+1)) construction over its four bytes.
   */
  float(): number {
    return this.uint32() / WORD_RANGE;
  }

  /**
   * A uniform integer in [0, n) by rejection: words at or above the largest multiple of n are drawn
   * again, so there is no modulo bias at all (a redraw happens with probability below n / 2^32).
   */
  intBelow(n: number): number {
    if (!Number.isSafeInteger(n) || n < 1 || n > WORD_RANGE) throw new RangeError(`intBelow(${n})`);
    const limit = WORD_RANGE - (WORD_RANGE % n);
    for (;;) {
      const word = this.uint32();
      if (word < limit) return word % n;
    }
  }

  /** A uniformly random permutation (forward Fisher–Yates: position i takes one of items i..n-1). */
  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length);
  }

  /**
   * The first `count` items of `shuffle(items)`, drawing only what they need (a mines board needs its
   * mines, not the order of the safe tiles).
   */
  sample<T>(items: readonly T[], count: number): T[] {
    const pool = [...items];
    const taken = Math.min(count, pool.length);
    for (let i = 0; i < taken && i < pool.length - 1; i++) {
      const j = i + this.intBelow(pool.length - i);
      [pool[i], pool[j]] = [pool[j]!, pool[i]!];
    }
    return pool.slice(0, taken);
  }
}

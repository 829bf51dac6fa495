/**
 * The sfc32 generator: unsigned 32-bit words from a 128-bit state. Deterministic and fast, never for
 * secrets or outcomes (those come from HMAC streams); callers choose how to seed it.
 */
export function sfc32(seed: readonly [number, number, number, number]): () => number {
  let [a, b, c, d] = seed;
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
}

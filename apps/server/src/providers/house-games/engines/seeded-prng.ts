import { sfc32 } from '../../../lib/sfc32.ts';

/**
 * A small deterministic generator (sfc32 seeded by the cyrb128 string hash) for building game configs
 * from a theme seed. It decides no outcomes: those come only from the HMAC stream of the fairness module.
 */
function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}

/** Unsigned 32-bit words, the same sequence for the same seed text. */
export function seededWords(seed: string): () => number {
  const next = sfc32(cyrb128(seed));
  // The first outputs still carry the hash's structure; discard them.
  for (let i = 0; i < 15; i++) next();
  return next;
}

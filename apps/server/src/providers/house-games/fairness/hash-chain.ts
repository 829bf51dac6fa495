import { createHmac } from 'node:crypto';
import { hashServerSeed } from './provably-fair.ts';

/**
 * Hash chains for shared rounds (live tables): the server picks a secret top seed and publishes the
 * hash reached after `length` SHA-256 steps. Rounds use the chain backwards, so each round's seed
 * hashes to the previous round's seed and the first to the published commitment: every future result
 * is fixed in advance, and no seed can be derived from the ones already revealed. A step is the same
 * SHA-256 of the seed's text that commits a player's server seed.
 */

/** Element `steps` of the chain that starts at `top` (element 0). */
export function chainElement(top: string, steps: number): string {
  let value = top;
  for (let i = 0; i < steps; i++) value = hashServerSeed(value);
  return value;
}

/** The top of a table's k-th chain, derived from the table's secret seed. */
export function chainTop(tableSeed: string, chainIndex: number): string {
  return createHmac('sha256', tableSeed).update(`chain:${chainIndex}`).digest('hex');
}

/** True when hashing `seed` at most `maxSteps` times reaches `commitment`. */
export function leadsTo(seed: string, commitment: string, maxSteps: number): boolean {
  let value = seed;
  for (let i = 0; i < maxSteps; i++) {
    value = hashServerSeed(value);
    if (value === commitment) return true;
  }
  return false;
}

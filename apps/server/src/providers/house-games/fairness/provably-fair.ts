import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ApiError } from '@casino/shared/errors/api-error';
import { type RandomStream, Rng } from './random-stream.ts';

/**
 * The provably fair scheme (docs/decisions/0005-provably-fair-games.md): the platform commits to a
 * secret server seed by showing its SHA-256 before play; every round's bytes are
 * HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${cursor}`), cursor 0, 1, … for 32 bytes each; after
 * the player rotates the pair the server seed is revealed and every round can be recomputed.
 */

/** The seeds of one player's current pair; `nonce` is the nonce of the next round. */
export interface SeedPair {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/** What the player may see of the current pair: the server seed stays secret until rotation. */
export type PublicSeedPair = Omit<SeedPair, 'serverSeed'>;

/** The seeds that decide one round. */
export interface RoundSeeds {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

export const CLIENT_SEED_MAX_LENGTH = 64;
/** Printable ASCII, no leading or trailing space (invisible on screen, so a player could not retype it). */
const CLIENT_SEED_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;

export function newServerSeed(): string {
  return randomBytes(32).toString('hex');
}

/** The commitment shown before play: SHA-256 of the seed's text (`printf %s <seed> | sha256sum`). */
export function hashServerSeed(serverSeed: string): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

export function randomClientSeed(): string {
  return randomBytes(8).toString('hex');
}

/** Checks a player-chosen client seed: 1–64 printable characters. */
export function parseClientSeed(clientSeed: string): string {
  if (clientSeed.length > CLIENT_SEED_MAX_LENGTH || !CLIENT_SEED_PATTERN.test(clientSeed)) {
    const message = `The client seed must be 1 to ${CLIENT_SEED_MAX_LENGTH} printable characters`;
    throw new ApiError('InvalidParameterException', message, { invalidParameters: { client_seed: message } });
  }
  return clientSeed;
}

export function createSeedPair(clientSeed: string = randomClientSeed()): SeedPair {
  const serverSeed = newServerSeed();
  return {
    serverSeed,
    serverSeedHash: hashServerSeed(serverSeed),
    clientSeed: parseClientSeed(clientSeed),
    nonce: 0,
  };
}

export function publicSeedPair({ serverSeedHash, clientSeed, nonce }: SeedPair): PublicSeedPair {
  return { serverSeedHash, clientSeed, nonce };
}

/** Takes the pair's next nonce for a round: the seeds of that round and the pair to store afterwards. */
export function nextRound(pair: SeedPair): { seeds: RoundSeeds; pair: SeedPair } {
  return {
    seeds: { serverSeed: pair.serverSeed, clientSeed: pair.clientSeed, nonce: pair.nonce },
    pair: { ...pair, nonce: pair.nonce + 1 },
  };
}

/**
 * Ends a pair: its server seed is revealed (the player checks it against the hash shown all along and
 * recomputes the rounds of nonces 0..nonce-1) and a fresh pair starts at nonce 0.
 */
export function rotateSeedPair(
  current: SeedPair,
  nextClientSeed: string = randomClientSeed(),
): { revealed: SeedPair; next: SeedPair } {
  return { revealed: current, next: createSeedPair(nextClientSeed) };
}

/** Round bytes 32·cursor .. 32·cursor+31. */
export function outcomeBytes(serverSeed: string, clientSeed: string, nonce: number, cursor: number): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${cursor}`).digest();
}

/** The round's random words, one HMAC per eight words, the last block kept for the next call. */
export function roundStream({ serverSeed, clientSeed, nonce }: RoundSeeds): RandomStream {
  let cursor = -1;
  let block: Buffer = Buffer.alloc(0);
  return {
    word(index: number): number {
      const wanted = index >>> 3;
      if (wanted !== cursor) {
        block = outcomeBytes(serverSeed, clientSeed, nonce, wanted);
        cursor = wanted;
      }
      return block.readUInt32BE((index & 7) * 4);
    },
  };
}

export function roundRng(seeds: RoundSeeds, position = 0): Rng {
  return new Rng(roundStream(seeds), position);
}

/** The round's first `count` floats in [0, 1), as a player's own verifier would compute them. */
export function floats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const rng = roundRng({ serverSeed, clientSeed, nonce });
  return Array.from({ length: count }, () => rng.float());
}

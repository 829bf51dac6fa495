import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it } from 'vitest';
import { chiSquare } from '../../../test/chi-square.ts';
import {
  createSeedPair,
  floats,
  hashServerSeed,
  newServerSeed,
  nextRound,
  outcomeBytes,
  parseClientSeed,
  publicSeedPair,
  rotateSeedPair,
  roundRng,
  roundStream,
} from './provably-fair.ts';
import { type RandomStream, Rng } from './random-stream.ts';

const SERVER_SEED = '3f1c2b5e8d7a9c0b4e6f1a2d3c5b7e9f0a1b2c3d4e5f60718293a4b5c6d7e8f9';

/** A stream that answers the given words in order, for steering a draw. */
const fixedWords = (words: number[]): RandomStream => ({ word: (index) => words[index]! });

describe('provably fair seeds', () => {
  it('matches vectors computed independently (Python hmac/hashlib)', () => {
    expect(hashServerSeed(SERVER_SEED)).toBe(
      'a452a1601cd9c4c690891942859b08951babc86f4db975865cd8c46050a1f928',
    );
    expect(outcomeBytes(SERVER_SEED, 'player-seed', 7, 0).toString('hex')).toBe(
      '251a3d0c403c6ba7996a3838dc81a6063f59302cb9bc61f801ca8a24d35ab991',
    );
    expect(outcomeBytes(SERVER_SEED, 'player-seed', 7, 1).toString('hex')).toBe(
      '9e74ac6e0a4ccaf174035e56beefa45e7997b4d4bc3e1f823c71ef9ebc7c0e50',
    );
    expect(floats(SERVER_SEED, 'player-seed', 7, 3)).toEqual([
      0.14493161719292402, 0.25092194392345846, 0.5992770325392485,
    ]);
  });

  it('reads word 8 from the second HMAC block', () => {
    const stream = roundStream({ serverSeed: SERVER_SEED, clientSeed: 'player-seed', nonce: 7 });
    expect(stream.word(8)).toBe(2658446446);
    expect(stream.word(0)).toBe(outcomeBytes(SERVER_SEED, 'player-seed', 7, 0).readUInt32BE(0));
  });

  it('draws fresh 32-byte server seeds and commits to them', () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    const pair = createSeedPair('lucky');
    expect(pair).toMatchObject({
      clientSeed: 'lucky',
      nonce: 0,
      serverSeedHash: hashServerSeed(pair.serverSeed),
    });
    expect(publicSeedPair(pair)).toEqual({
      serverSeedHash: pair.serverSeedHash,
      clientSeed: 'lucky',
      nonce: 0,
    });
  });

  it('accepts 1 to 64 printable characters as a client seed', () => {
    for (const ok of ['a', 'x'.repeat(64), 'my seed ~!@#$%^&*()', '7']) expect(parseClientSeed(ok)).toBe(ok);
    for (const bad of ['', 'x'.repeat(65), ' lead', 'trail ', 'tab\there', 'ünïcode', 'line\nbreak']) {
      expect(() => parseClientSeed(bad)).toThrow(ApiError);
    }
    try {
      parseClientSeed('');
    } catch (error) {
      expect((error as ApiError).type).toBe('InvalidParameterException');
      expect((error as ApiError).invalidParameters).toHaveProperty('client_seed');
    }
  });

  it('uses each nonce once and reveals the server seed on rotation', () => {
    const pair = createSeedPair('first');
    const one = nextRound(pair);
    const two = nextRound(one.pair);
    expect([one.seeds.nonce, two.seeds.nonce, two.pair.nonce]).toEqual([0, 1, 2]);
    const { revealed, next } = rotateSeedPair(two.pair, 'second');
    expect(revealed.serverSeed).toBe(pair.serverSeed);
    expect(hashServerSeed(revealed.serverSeed)).toBe(pair.serverSeedHash);
    expect(revealed.nonce).toBe(2);
    expect(next).toMatchObject({ clientSeed: 'second', nonce: 0 });
    expect(next.serverSeed).not.toBe(pair.serverSeed);
  });
});

describe('Rng', () => {
  it('redraws words in the biased top range instead of taking them modulo n', () => {
    // 2^32 mod 3 = 1, so 2^32 - 1 is the one word intBelow(3) must refuse.
    const rng = new Rng(fixedWords([2 ** 32 - 1, 2 ** 32 - 2, 5]));
    expect(rng.intBelow(3)).toBe((2 ** 32 - 2) % 3);
    expect(rng.position).toBe(2);
    expect(new Rng(fixedWords([0x80000000])).float()).toBe(0.5);
    expect(() => new Rng(fixedWords([])).intBelow(0)).toThrow(RangeError);
  });

  it('deals a sample that is the prefix of the full shuffle from the same stream', () => {
    const seeds = { serverSeed: SERVER_SEED, clientSeed: 'sample', nonce: 3 };
    const items = Array.from({ length: 25 }, (_, i) => i);
    const full = roundRng(seeds).shuffle(items);
    expect([...full].sort((a, b) => a - b)).toEqual(items);
    expect(roundRng(seeds).sample(items, 5)).toEqual(full.slice(0, 5));
  });

  it('shuffles uniformly: all 24 orders of four items equally often (chi-square, 99%)', () => {
    const counts = new Map<string, number>();
    for (let nonce = 0; nonce < 24_000; nonce++) {
      const order = roundRng({ serverSeed: SERVER_SEED, clientSeed: 'shuffle', nonce })
        .shuffle([0, 1, 2, 3])
        .join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(24);
    expect(chiSquare([...counts.values()], new Array(24).fill(1)).pValue).toBeGreaterThan(0.01);
  });

  it('draws uniform integers from the HMAC stream (intBelow(10), chi-square, 99%)', () => {
    const counts = new Array<number>(10).fill(0);
    for (let nonce = 0; nonce < 5_000; nonce++) {
      const rng = roundRng({ serverSeed: SERVER_SEED, clientSeed: 'digits', nonce });
      for (let i = 0; i < 10; i++) counts[rng.intBelow(10)]! += 1;
    }
    expect(chiSquare(counts, new Array(10).fill(1)).pValue).toBeGreaterThan(0.01);
  });
});

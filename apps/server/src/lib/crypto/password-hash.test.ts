import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_PARAMS, hashPassword, needsRehash, verifyPassword } from './password-hash.ts';

// Cheap parameters keep the suite fast; one test below exercises the strong default.
const TEST_PARAMS = { N: 2 ** 10, r: 8, p: 1 };

describe('hashPassword / verifyPassword', () => {
  it('round-trips and rejects a wrong password', async () => {
    const stored = await hashPassword('correct horse battery staple', TEST_PARAMS);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    expect(await verifyPassword('Correct horse battery staple', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('writes a self-describing scrypt$N$r$p$salt$hash string', async () => {
    const stored = await hashPassword('pw', TEST_PARAMS);
    expect(stored).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
  });

  it('uses a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same', TEST_PARAMS), hashPassword('same', TEST_PARAMS)]);
    expect(a).not.toBe(b);
    expect(a.split('$')[4]).not.toBe(b.split('$')[4]);
    expect(await verifyPassword('same', a)).toBe(true);
    expect(await verifyPassword('same', b)).toBe(true);
  });

  it('normalises passwords with NFKC', async () => {
    const stored = await hashPassword('caf\u00e9 \ufb01sh', TEST_PARAMS);
    expect(await verifyPassword('cafe\u0301 fish', stored)).toBe(true);
  });

  it('defaults to strong parameters', async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ N: 2 ** 15, r: 8, p: 1 });
    const stored = await hashPassword('pw');
    expect(stored.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await verifyPassword('pw', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('refuses invalid parameters', async () => {
    await expect(hashPassword('pw', { N: 1000, r: 8, p: 1 })).rejects.toThrow(RangeError);
    await expect(hashPassword('pw', { N: 2 ** 10, r: 0, p: 1 })).rejects.toThrow(RangeError);
    await expect(hashPassword('pw', { N: 2 ** 24, r: 8, p: 1 })).rejects.toThrow(RangeError);
  });
});

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

// 32 bytes take 43 base64 characters, leaving 2 unused bits in the last one: a lenient decoder maps
// both spellings to the same bytes, so only a canonical-form check notices.
function setUnusedBits(hash: string): string {
  const last = BASE64_ALPHABET.indexOf(hash.at(-1) ?? '');
  return hash.slice(0, -1) + BASE64_ALPHABET[last | 1];
}

describe('verifyPassword with a damaged stored string', () => {
  const storedPromise = hashPassword('secret', TEST_PARAMS);

  it.each<[string, (parts: string[]) => string]>([
    ['empty string', () => ''],
    ['other algorithm', (p) => ['bcrypt', ...p.slice(1)].join('$')],
    ['missing field', (p) => p.slice(0, 5).join('$')],
    ['extra field', (p) => [...p, 'x'].join('$')],
    ['different N', (p) => ['scrypt', '2048', ...p.slice(2)].join('$')],
    ['N not a power of two', (p) => ['scrypt', '1000', ...p.slice(2)].join('$')],
    ['absurd N', (p) => ['scrypt', String(2 ** 30), ...p.slice(2)].join('$')],
    ['N with a leading zero', (p) => ['scrypt', '01024', ...p.slice(2)].join('$')],
    ['r = 0', (p) => ['scrypt', p[1], '0', ...p.slice(3)].join('$')],
    ['negative p', (p) => ['scrypt', p[1], p[2], '-1', ...p.slice(4)].join('$')],
    ['fractional r', (p) => ['scrypt', p[1], '8.5', ...p.slice(3)].join('$')],
    ['non-base64 salt', (p) => [...p.slice(0, 4), '!!!!', p[5]].join('$')],
    ['short salt', (p) => [...p.slice(0, 4), 'AAAA', p[5]].join('$')],
    ['padded hash', (p) => [...p.slice(0, 5), `${p[5]}=`].join('$')],
    ['truncated hash', (p) => [...p.slice(0, 5), p[5]?.slice(0, 10)].join('$')],
    ['empty hash', (p) => [...p.slice(0, 5), ''].join('$')],
    [
      'hash with its unused trailing bits set',
      (p) => [...p.slice(0, 5), setUnusedBits(p[5] ?? '')].join('$'),
    ],
  ])('%s → false', async (_name, damage) => {
    const stored = await storedPromise;
    expect(await verifyPassword('secret', damage(stored.split('$')))).toBe(false);
  });

  it('returns false for values that are not strings at all', async () => {
    for (const value of [null, undefined, 42, {}]) {
      expect(await verifyPassword('secret', value as unknown as string)).toBe(false);
    }
    expect(await verifyPassword(null as unknown as string, await storedPromise)).toBe(false);
  });

  it('fails when any single character of the salt or hash changes', async () => {
    const stored = await storedPromise;
    const start = stored.lastIndexOf('$', stored.lastIndexOf('$') - 1) + 1;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: start, max: stored.length - 1 }),
        fc.constantFrom(...BASE64_ALPHABET),
        async (index, char) => {
          fc.pre(stored[index] !== '$' && stored[index] !== char);
          const tampered = stored.slice(0, index) + char + stored.slice(index + 1);
          expect(await verifyPassword('secret', tampered)).toBe(false);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('needsRehash', () => {
  it('flags hashes made with weaker parameters than the current ones', async () => {
    const stored = await hashPassword('pw', TEST_PARAMS);
    expect(needsRehash(stored)).toBe(true);
    expect(needsRehash(stored, TEST_PARAMS)).toBe(false);
    expect(needsRehash(stored, { ...TEST_PARAMS, N: 2 ** 11 })).toBe(true);
    expect(needsRehash(stored, { ...TEST_PARAMS, r: 16 })).toBe(true);
    expect(needsRehash(stored, { ...TEST_PARAMS, p: 2 })).toBe(true);
    expect(needsRehash(stored, { N: 2 ** 9, r: 4, p: 1 })).toBe(false);
  });

  it('flags a short derived key and unreadable strings', () => {
    const salt = Buffer.alloc(16, 1).toString('base64').replace(/=+$/, '');
    const shortKey = Buffer.alloc(16, 2).toString('base64').replace(/=+$/, '');
    expect(needsRehash(`scrypt$32768$8$1$${salt}$${shortKey}`)).toBe(true);
    expect(needsRehash('')).toBe(true);
    expect(needsRehash('scrypt$32768$8$1$$')).toBe(true);
  });
});

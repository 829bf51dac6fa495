import type { ApiCaller } from '@casino/shared/api/api-caller';
import { createPersonalParts } from '@casino/shared/routing/personal-parts';
import { describe, expect, it } from 'vitest';
import { PersonalValuesCache } from './personal-values-cache.ts';

/** A page reading the player's balance, and an API whose answers count the reads. */
function setUp() {
  let reads = 0;
  let balance = 100;
  const api = (async () => {
    reads += 1;
    return { balance };
  }) as unknown as ApiCaller;
  const parts = createPersonalParts('ph-');
  parts.read('user', (caller) => caller('account.getInfo'));
  let clock = 0;
  const cache = new PersonalValuesCache(() => clock, 5_000);
  return {
    cache,
    parts,
    api,
    reads: () => reads,
    setBalance: (value: number) => {
      balance = value;
    },
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

const alice = { tokenHash: 'session-a', userId: 1 };

describe('PersonalValuesCache', () => {
  it('reads a session’s values once while nothing about the player changed', async () => {
    const t = setUp();
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.cache.read(t.parts, alice, t.api)));
    expect(answers).toEqual(Array.from({ length: 5 }, () => ({ user: { balance: 100 } })));
    expect(t.reads()).toBe(1);
  });

  it('answers the same values object for a page while they hold (its fill is kept with it)', async () => {
    const t = setUp();
    const first = await t.cache.read(t.parts, alice, t.api);
    expect(await t.cache.read(t.parts, alice, t.api)).toBe(first);
    t.cache.changed([1]);
    expect(await t.cache.read(t.parts, alice, t.api)).not.toBe(first);
  });

  it('reads again once the player changed, and only that player', async () => {
    const t = setUp();
    const bob = { tokenHash: 'session-b', userId: 2 };
    await t.cache.read(t.parts, alice, t.api);
    await t.cache.read(t.parts, bob, t.api);
    t.setBalance(70);
    t.cache.changed([1]);
    expect(await t.cache.read(t.parts, alice, t.api)).toEqual({ user: { balance: 70 } });
    expect(await t.cache.read(t.parts, bob, t.api)).toEqual({ user: { balance: 100 } });
    expect(t.reads()).toBe(3);
  });

  it('keeps nothing longer than its life, nor a read that failed', async () => {
    const t = setUp();
    await t.cache.read(t.parts, alice, t.api);
    t.setBalance(50);
    t.advance(5_000);
    expect(await t.cache.read(t.parts, alice, t.api)).toEqual({ user: { balance: 50 } });
    const failing = createPersonalParts('ph-');
    let calls = 0;
    failing.read('likes', async () => {
      calls += 1;
      throw new Error('AuthorizationException');
    });
    await expect(t.cache.read(failing, alice, t.api)).rejects.toThrow('AuthorizationException');
    await expect(t.cache.read(failing, alice, t.api)).rejects.toThrow('AuthorizationException');
    expect(calls).toBe(2);
  });

  it('never answers one session with another player’s values', async () => {
    const t = setUp();
    await t.cache.read(t.parts, alice, t.api);
    // The same session token now signs in someone else (a new sign-in reuses nothing, but be sure).
    t.setBalance(5);
    expect(await t.cache.read(t.parts, { tokenHash: 'session-a', userId: 9 }, t.api)).toEqual({
      user: { balance: 5 },
    });
  });

  it('forgets every generation with every value when cleared', async () => {
    const t = setUp();
    t.cache.changed([1]);
    await t.cache.read(t.parts, alice, t.api);
    t.cache.clear();
    t.setBalance(1);
    expect(await t.cache.read(t.parts, alice, t.api)).toEqual({ user: { balance: 1 } });
  });

  it('keeps a session that signs someone in until the player changed, and never a check a change raced', async () => {
    const t = setUp();
    let checks = 0;
    const check = async () => {
      checks += 1;
      return { userId: 1, tokenHash: 'hash-a', cookies: [] as string[] };
    };
    await t.cache.session('token-a', check);
    expect(await t.cache.session('token-a', check)).toEqual({ userId: 1, tokenHash: 'hash-a', cookies: [] });
    expect(checks).toBe(1);
    // Signing out (an action of the player's) is a change: the session is checked again.
    t.cache.changed([1]);
    await t.cache.session('token-a', check);
    expect(checks).toBe(2);
    // A change while the check ran (a sign-out racing the page) keeps nothing.
    await t.cache.session('token-b', async () => {
      t.cache.changed([1]);
      return check();
    });
    await t.cache.session('token-b', check);
    expect(checks).toBe(4);
    // Guests and cookies that sign nobody in are always checked.
    const guest = async () => {
      checks += 1;
      return { userId: null, tokenHash: null, cookies: [] as string[] };
    };
    await t.cache.session('token-c', guest);
    await t.cache.session('token-c', guest);
    expect(checks).toBe(6);
    t.advance(5_000);
    await t.cache.session('token-a', check);
    expect(checks).toBe(7);
  });
});

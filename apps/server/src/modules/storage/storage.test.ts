import {
  STORAGE_MAX_CHARS,
  STORAGE_MAX_KEYS,
  STORAGE_VALUE_MAX,
} from '@casino/shared/contract/storage.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { storeValue } from './storage.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const set = (player: TestPlayer | undefined, key: string, value?: string) =>
  postAction(t, 'storage.set', value === undefined ? { key } : { key, value }, player);
const get = async (player: TestPlayer, keys: string) => {
  const response = await getAction(t, 'storage.get', { keys }, player);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const keysOf = async (player: TestPlayer) => (await getAction(t, 'storage.getKeys', {}, player)).json().data;

describe('a player’s key/value storage', () => {
  it('stores, reads, lists and removes a player’s own values, kept exactly as sent', async () => {
    const player = await registerPlayer(t);
    const other = await registerPlayer(t);
    const json = ' {"seen": [1, 2]} ';
    expect((await set(player, 'already_seen_cashback_id', '7')).json().data).toBe(1);
    expect((await set(player, 'ui.filters', json)).statusCode).toBe(200);
    expect(await get(player, 'already_seen_cashback_id,ui.filters,never.set')).toEqual({
      already_seen_cashback_id: '7',
      'ui.filters': json,
    });
    expect(await keysOf(player)).toEqual(['already_seen_cashback_id', 'ui.filters']);
    // Another player sees nothing of it.
    expect(await get(other, 'already_seen_cashback_id')).toEqual({});
    expect(await keysOf(other)).toEqual([]);
    // Overwritten, then removed by an empty value.
    await set(player, 'already_seen_cashback_id', '8');
    expect(await get(player, 'already_seen_cashback_id')).toEqual({ already_seen_cashback_id: '8' });
    await set(player, 'already_seen_cashback_id', '');
    await set(player, 'ui.filters');
    expect(await keysOf(player)).toEqual([]);
  });

  it('is for signed-in players only', async () => {
    expect((await set(undefined, 'key', 'value')).statusCode).toBe(401);
    expect((await getAction(t, 'storage.getKeys', {})).statusCode).toBe(401);
  });

  it('refuses bad keys and values with the error envelope, storing nothing', async () => {
    const player = await registerPlayer(t);
    for (const key of ['', 'has space', 'ünïcode', 'x'.repeat(65), 'nul\u0000byte']) {
      const response = await set(player, key, 'value');
      expect(response.statusCode, key).toBe(400);
      expect(response.json().error.type).toBe('InvalidParameterException');
    }
    expect((await set(player, 'big', 'x'.repeat(STORAGE_VALUE_MAX + 1))).statusCode).toBe(400);
    expect((await getAction(t, 'storage.get', {}, player)).statusCode).toBe(400);
    expect(await keysOf(player)).toEqual([]);
  });

  it('refuses a write past the quota of keys or characters with StorageQuotaExceeded, changing nothing', async () => {
    const player = await registerPlayer(t);
    for (let index = 0; index < STORAGE_MAX_KEYS; index += 1) {
      await storeValue(t.database.db, player.uid, { key: `k${index}`, value: 'v' });
    }
    const refused = await set(player, 'one.more', 'v');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().error.type).toBe('StorageQuotaExceededException');
    // Rewriting a key it has is no new key.
    expect((await set(player, 'k0', 'changed')).statusCode).toBe(200);
    expect(await keysOf(player)).toHaveLength(STORAGE_MAX_KEYS);

    const heavy = await registerPlayer(t);
    const fill = 'x'.repeat(STORAGE_VALUE_MAX);
    const fits = Math.floor(STORAGE_MAX_CHARS / (STORAGE_VALUE_MAX + 2));
    for (let index = 0; index < fits; index += 1) {
      expect((await set(heavy, `h${index}`, fill)).statusCode).toBe(200);
    }
    expect((await set(heavy, 'h.last', fill)).statusCode).toBe(413);
    expect(await get(heavy, 'h.last')).toEqual({});
  });
});

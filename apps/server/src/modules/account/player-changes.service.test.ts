import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, freshPglite, type TestApp } from '../../test/test-app.ts';
import { announcePlayerChanges, followPlayerChanges, parsePlayerIds } from './player-changes.service.ts';

describe('player changes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(await freshPglite());
  });
  afterAll(() => t.close());

  it('tells this process at once and every process through one notice per tick', async () => {
    const local: number[][] = [];
    const heard: string[] = [];
    const db = t.database.db;
    const unfollow = await followPlayerChanges(db, undefined, [], (ids) => local.push(ids));
    const unlisten = await t.database.listen('player_changed', (payload) => heard.push(payload));
    announcePlayerChanges(db, [7]);
    announcePlayerChanges(db, [8, 7]);
    expect(local).toEqual([[7], [8, 7]]);
    await expect.poll(() => heard).toEqual(['7,8']);
    await unfollow();
    await unlisten();
    announcePlayerChanges(db, [9]);
    expect(local).toHaveLength(2);
  });

  it('reads the ids of a notice, skipping anything malformed', () => {
    expect(parsePlayerIds('3,x,-1,4.5,12')).toEqual([3, 12]);
  });
});

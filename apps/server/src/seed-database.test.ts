import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './db/database.ts';
import type { Db } from './db/schema.ts';
import { contentDir } from './repo-paths.ts';
import { seedDatabase } from './seed-database.ts';
import { freshPglite } from './test/test-app.ts';

async function counts(db: Db) {
  const { rows } = await sql<{ locales: number; games: number; members: number; jackpots: number }>`
    select (select count(*)::int from locales) as locales, (select count(*)::int from games) as games,
      (select count(*)::int from game_category_games) as members,
      (select count(*)::int from jackpots) as jackpots`.execute(db);
  return rows[0];
}

describe('seeding on a later start', () => {
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await freshPglite();
  });
  afterEach(async () => {
    await database.close();
  });

  it('leaves stored content and games alone without reading their files', async () => {
    const before = await counts(database.db);
    // Only the jackpot definitions, which are checked on every start: the content files are not needed.
    const dir = mkdtempSync(path.join(tmpdir(), 'casino-content-'));
    try {
      copyFileSync(path.join(contentDir, 'jackpots.json'), path.join(dir, 'jackpots.json'));
      expect(await seedDatabase(database.db, dir, { onlyIfEmpty: true })).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await counts(database.db)).toEqual(before);
  });

  it('stores the game catalogue a database seeded before it lacks', async () => {
    const before = await counts(database.db);
    await database.db.deleteFrom('game_category_games').execute();
    await database.db.deleteFrom('games').execute();
    expect(await seedDatabase(database.db, contentDir, { onlyIfEmpty: true })).toEqual(['games']);
    expect(await counts(database.db)).toEqual(before);
  });
});

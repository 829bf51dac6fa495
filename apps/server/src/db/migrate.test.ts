import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { freshPostgres, testDatabaseUrl } from '../test/test-app.ts';
import { type DatabaseHandle, openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';

async function tableNames(handle: DatabaseHandle): Promise<string[]> {
  const result = await sql<{ table_name: string }>`
    select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(
    handle.db,
  );
  return result.rows.map((row) => row.table_name);
}

function migrationSuite(open: () => Promise<DatabaseHandle>) {
  it('applies every migration from empty, and a second run is a no-op', async () => {
    const handle = await open();
    try {
      const first = await migrateToLatest(handle.db);
      expect(first.results?.length).toBeGreaterThan(0);
      expect(first.results?.every((result) => result.status === 'Success')).toBe(true);
      expect(await tableNames(handle)).toEqual(
        expect.arrayContaining(['locales', 'translations', 'tracking_hits']),
      );
      const second = await migrateToLatest(handle.db);
      expect(second.results).toEqual([]);
    } finally {
      await handle.close();
    }
  });
}

describe('migrations on PGlite', () => {
  migrationSuite(() => openDatabase({}));
});

describe.runIf(testDatabaseUrl)('migrations on PostgreSQL', () => {
  migrationSuite(() => freshPostgres({ migrate: false, seed: false }));

  it('lets processes starting at the same moment migrate once', async () => {
    const handle = await freshPostgres({ migrate: false, seed: false });
    try {
      const url = new URL(testDatabaseUrl!);
      const current = (await sql<{ db: string }>`select current_database() as db`.execute(handle.db)).rows[0]!
        .db;
      url.pathname = `/${current}`;
      const others = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString() })));
      try {
        const results = await Promise.all([handle, ...others].map((each) => migrateToLatest(each.db)));
        const applied = results.flatMap((result) => result.results ?? []);
        expect(applied.filter((result) => result.status === 'Success')).toHaveLength(
          (results.find((result) => (result.results?.length ?? 0) > 0)?.results ?? []).length,
        );
      } finally {
        await Promise.all(others.map((each) => each.close()));
      }
    } finally {
      await handle.close();
    }
  });
});

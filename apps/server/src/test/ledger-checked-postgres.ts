import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../db/schema.ts';
import { checkLedger } from '../modules/wallet/ledger-check.ts';
import { freshPostgres } from './test-app.ts';

/**
 * A brand-new PostgreSQL database for the enclosing `describe` (concurrency tests), whose ledger must
 * balance once every test in it has run. Read `db` inside the tests: it exists from `beforeAll` on.
 */
export function ledgerCheckedPostgres(): { readonly db: Db } {
  let database: Awaited<ReturnType<typeof freshPostgres>> | undefined;
  beforeAll(async () => {
    database = await freshPostgres();
  });
  afterAll(async () => {
    if (!database) return;
    expect(await checkLedger(database.db)).toEqual([]);
    await database.close();
  });
  return {
    get db() {
      if (!database) throw new Error('the database opens in beforeAll');
      return database.db;
    },
  };
}

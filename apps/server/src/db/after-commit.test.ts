import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../test/test-app.ts';
import { afterCommit } from './after-commit.ts';
import type { DatabaseHandle } from './database.ts';

describe('afterCommit', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await freshPglite();
  });
  afterAll(() => handle.close());

  it('runs the work once the transaction committed, with the database it ran on', async () => {
    const seen: string[] = [];
    await handle.db.transaction().execute(async (trx) => {
      expect(afterCommit(trx, (db) => seen.push(db === handle.db ? 'committed' : 'other database'))).toBe(
        true,
      );
      await sql`select 1`.execute(trx);
      seen.push('still inside');
    });
    expect(seen).toEqual(['still inside', 'committed']);
  });

  it('never runs it for a transaction that rolled back', async () => {
    const seen: string[] = [];
    await expect(
      handle.db.transaction().execute(async (trx) => {
        afterCommit(trx, () => seen.push('committed'));
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(seen).toEqual([]);
  });
});

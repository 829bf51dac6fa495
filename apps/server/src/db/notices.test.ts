import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite, freshPostgres, testDatabaseUrl } from '../test/test-app.ts';
import type { DatabaseHandle } from './database.ts';
import { sendNotice } from './notices.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

/** sendNotice on either database: heard by listeners of this process once the change commits, never on a rollback. */
function noticeTests(open: () => Promise<DatabaseHandle>) {
  let handle: DatabaseHandle;
  const heard: string[] = [];
  let stop: () => Promise<void>;
  beforeAll(async () => {
    handle = await open();
    stop = await handle.listen('notices_test', (payload) => heard.push(payload));
  });
  afterAll(async () => {
    await stop();
    await handle.close();
  });

  it('delivers a notice sent outside a transaction, and one sent inside once it commits', async () => {
    heard.length = 0;
    await sendNotice(handle.db, 'notices_test', 'alone');
    await handle.db.transaction().execute(async (trx) => {
      await sendNotice(trx, 'notices_test', 'committed');
      await settle();
      expect(heard).not.toContain('committed');
    });
    await settle();
    expect(heard).toEqual(['alone', 'committed']);
  });

  it('never delivers one whose transaction rolled back', async () => {
    heard.length = 0;
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await sendNotice(trx, 'notices_test', 'rolled back');
        await sql`select 1 / 0`.execute(trx);
      }),
    ).rejects.toThrow();
    await settle();
    expect(heard).toEqual([]);
  });
}

describe('notices on the embedded database (delivered in this process)', () => noticeTests(freshPglite));
describe.runIf(testDatabaseUrl)('notices on PostgreSQL (pg_notify)', () =>
  noticeTests(() => freshPostgres()),
);

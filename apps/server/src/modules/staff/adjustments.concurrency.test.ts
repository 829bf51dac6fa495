import { describe, expect, it } from 'vitest';
import { ledgerCheckedPostgres } from '../../test/ledger-checked-postgres.ts';
import { testDatabaseUrl } from '../../test/test-app.ts';
import { insertPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { decideAdjustment, requestAdjustment } from './adjustments.service.ts';
import { createStaff } from './staff.service.ts';

describe.skipIf(!testDatabaseUrl)('balance adjustment approvals under real concurrency on PostgreSQL', () => {
  const database = ledgerCheckedPostgres();

  async function staffActor(role: 'admin' | 'finance', email: string) {
    const staff = await createStaff(
      database.db,
      { staffId: null, ip: null, userAgent: 'test' },
      { email, name: role, role, password: 'correct horse battery' },
    );
    return { staffId: staff.id, ip: '127.0.0.1', userAgent: 'test' };
  }

  it('a credit split into 10 parts sent at once posts no more than the threshold without approval', async () => {
    const db = database.db;
    const requester = await staffActor('finance', 'splitter@staff.test');
    const userId = await insertPlayer(db);
    const parts = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        requestAdjustment(
          db,
          requester,
          { playerId: userId, amount: 3_000, reason: 'Goodwill', idempotencyKey: `split-${index}` },
          10_000,
        ),
      ),
    );
    expect(parts.filter((part) => part.status === 'posted')).toHaveLength(3);
    expect(parts.filter((part) => part.status === 'pending')).toHaveLength(7);
    expect(await playerBalance(db, userId, 'main', 'USD')).toBe(9_000);
  });

  it('posts a pending adjustment once when 10 approvals by two staff members race', async () => {
    const db = database.db;
    const requester = await staffActor('finance', 'requester@staff.test');
    const approvers = [
      await staffActor('admin', 'one@staff.test'),
      await staffActor('finance', 'two@staff.test'),
    ];
    const userId = await insertPlayer(db);
    const pending = await requestAdjustment(
      db,
      requester,
      { playerId: userId, amount: 50_000, reason: 'Compensation', idempotencyKey: 'race-1' },
      10_000,
    );
    expect(pending.status).toBe('pending');

    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        decideAdjustment(db, approvers[index % 2]!, pending.id, index === 9 ? 'rejected' : 'posted', 'ok'),
      ),
    );
    const decided = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(decided).toHaveLength(1);
    const rows = await db
      .selectFrom('ledger_transactions')
      .select('id')
      .where('kind', '=', 'operator_adjustment')
      .where('user_id', '=', userId)
      .execute();
    const stored = await db
      .selectFrom('balance_adjustments')
      .selectAll()
      .where('id', '=', pending.id)
      .executeTakeFirstOrThrow();
    const audit = await db
      .selectFrom('audit_log')
      .select('action')
      .where('target_type', '=', 'adjustment')
      .where('target_id', '=', String(pending.id))
      .execute();
    expect(audit).toHaveLength(1);
    if (stored.status === 'posted') {
      expect(rows).toHaveLength(1);
      expect(await playerBalance(db, userId)).toBe(50_000);
    } else {
      expect(stored.status).toBe('rejected');
      expect(rows).toHaveLength(0);
      expect(await playerBalance(db, userId)).toBe(0);
    }
  });

  it('posts once when the same request with the same key is sent 10 times at once', async () => {
    const db = database.db;
    const requester = await staffActor('admin', 'repeat@staff.test');
    const userId = await insertPlayer(db);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        requestAdjustment(
          db,
          requester,
          { playerId: userId, amount: 5_000, reason: 'Goodwill', idempotencyKey: 'same-key' },
          10_000,
        ),
      ),
    );
    const answered = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.id] : []));
    expect(answered).toHaveLength(10);
    expect(new Set(answered).size).toBe(1);
    expect(await playerBalance(db, userId)).toBe(5_000);
  });
});

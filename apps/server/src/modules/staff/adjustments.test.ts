import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { backofficeCall, signedInStaff } from '../../test/staff-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

let t: TestApp;
// The threshold in minor units: 100.00 of the player's currency.
const THRESHOLD = 10_000;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let keys = 0;
function adjust(cookie: string, player: TestPlayer, direction: string, amount: number, key?: string) {
  keys += 1;
  return backofficeCall(
    t,
    'players.adjustBalance',
    {
      id: String(player.uid),
      direction,
      amount: String(amount),
      reason: 'Goodwill after a game fault',
      idempotency_key: key ?? `adjust-key-${keys}`,
    },
    cookie,
  );
}

const mainBalance = (player: TestPlayer) => playerBalance(t.database.db, player.uid, 'main', 'USD');

async function auditRows(action: string, targetId: number) {
  return t.database.db
    .selectFrom('audit_log')
    .selectAll()
    .where('action', '=', action)
    .where('target_id', '=', String(targetId))
    .execute();
}

async function adjustmentPostings(player: TestPlayer) {
  return t.database.db
    .selectFrom('ledger_transactions')
    .select(['id', 'reference'])
    .where('kind', '=', 'operator_adjustment')
    .where('user_id', '=', player.uid)
    .execute();
}

describe('balance adjustments', () => {
  it('posts an adjustment up to the threshold at once, audited, and answers a repeated key with the first', async () => {
    const finance = await signedInStaff(t, 'finance');
    const player = await registerPlayer(t);
    const credited = await adjust(finance.cookie, player, 'credit', THRESHOLD, 'credit-once-1');
    expect(credited.statusCode, credited.body).toBe(200);
    expect(credited.json().data).toMatchObject({ status: 'posted', amount: THRESHOLD, currency: 'USD' });
    expect(await mainBalance(player)).toBe(THRESHOLD);

    const repeated = await adjust(finance.cookie, player, 'credit', THRESHOLD, 'credit-once-1');
    expect(repeated.json().data.id).toBe(credited.json().data.id);
    expect(await mainBalance(player)).toBe(THRESHOLD);
    const reused = await adjust(finance.cookie, player, 'credit', 5, 'credit-once-1');
    expect(reused.statusCode).toBe(400);

    // Another member: what one member posted at once for this player counts against their threshold.
    const admin = await signedInStaff(t, 'admin');
    const debited = await adjust(admin.cookie, player, 'debit', 2_500);
    expect(debited.json().data).toMatchObject({ status: 'posted', amount: -2_500 });
    expect(await mainBalance(player)).toBe(THRESHOLD - 2_500);
    expect(await adjustmentPostings(player)).toHaveLength(2);

    const audit = await auditRows('players.adjustBalance', player.uid);
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ staff_id: finance.id, reason: 'Goodwill after a game fault' });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('counts what one member posted at once for a player over 24 hours: a split credit waits for approval', async () => {
    const finance = await signedInStaff(t, 'finance');
    const player = await registerPlayer(t);
    const parts = [];
    for (let part = 0; part < 4; part += 1) {
      parts.push((await adjust(finance.cookie, player, 'credit', 4_000)).json().data.status);
    }
    expect(parts).toEqual(['posted', 'posted', 'pending', 'pending']);
    expect(await mainBalance(player)).toBe(8_000);
    // Another member's own allowance is theirs, and a different player is counted apart.
    const other = await signedInStaff(t, 'finance');
    expect((await adjust(other.cookie, player, 'credit', 4_000)).json().data.status).toBe('posted');
    const second = await registerPlayer(t);
    expect((await adjust(finance.cookie, second, 'credit', 4_000)).json().data.status).toBe('posted');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('refuses a debit the balance cannot cover, moving and recording nothing', async () => {
    const admin = await signedInStaff(t, 'admin');
    const player = await registerPlayer(t);
    await fundPlayer(t.database.db, player.uid, 1_000);
    const refused = await adjust(admin.cookie, player, 'debit', 1_001);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.type).toBe('InvalidParameterException');
    expect(await mainBalance(player)).toBe(1_000);
    expect(await auditRows('players.adjustBalance', player.uid)).toEqual([]);
    const list = await backofficeCall(t, 'adjustments.list', {}, admin.cookie);
    expect(list.json().data.some((row: { player_id: number }) => row.player_id === player.uid)).toBe(false);
  });

  it('refuses bad input with the error envelope', async () => {
    const finance = await signedInStaff(t, 'finance');
    const player = await registerPlayer(t);
    const cases: Record<string, string>[] = [
      {
        id: String(player.uid),
        direction: 'credit',
        amount: '-5',
        reason: 'ok reason',
        idempotency_key: 'k-bad-1',
      },
      {
        id: String(player.uid),
        direction: 'up',
        amount: '5',
        reason: 'ok reason',
        idempotency_key: 'k-bad-2',
      },
      { id: String(player.uid), direction: 'credit', amount: '5', idempotency_key: 'k-bad-3xx' },
      { id: '999999', direction: 'credit', amount: '5', reason: 'ok reason', idempotency_key: 'k-bad-4xx' },
    ];
    for (const fields of cases) {
      const response = await backofficeCall(t, 'players.adjustBalance', fields, finance.cookie);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error.type).toBe('InvalidParameterException');
    }
  });

  it('holds an adjustment above the threshold until another staff member approves it, then posts it once', async () => {
    const requester = await signedInStaff(t, 'finance');
    const approver = await signedInStaff(t, 'admin');
    const player = await registerPlayer(t);
    const requested = await adjust(requester.cookie, player, 'credit', THRESHOLD + 1);
    const pending = requested.json().data;
    expect(pending).toMatchObject({ status: 'pending', transaction_id: null, requested_by: requester.id });
    expect(await mainBalance(player)).toBe(0);

    const listed = await backofficeCall(t, 'adjustments.list', { status: 'pending' }, approver.cookie);
    expect(listed.json().data.find((row: { id: number }) => row.id === pending.id)).toMatchObject({
      requested_by_email: requester.email,
      player_login: expect.any(String),
    });

    const own = await backofficeCall(t, 'adjustments.approve', { id: String(pending.id) }, requester.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().error.type).toBe('AccessDeniedException');
    expect(await mainBalance(player)).toBe(0);

    const approved = await backofficeCall(
      t,
      'adjustments.approve',
      { id: String(pending.id) },
      approver.cookie,
    );
    expect(approved.json().data).toMatchObject({ status: 'posted', decided_by: approver.id });
    expect(await mainBalance(player)).toBe(THRESHOLD + 1);
    const again = await backofficeCall(t, 'adjustments.approve', { id: String(pending.id) }, approver.cookie);
    expect(again.statusCode).toBe(400);
    const rejectedLate = await backofficeCall(
      t,
      'adjustments.reject',
      { id: String(pending.id), reason: 'Too late' },
      approver.cookie,
    );
    expect(rejectedLate.statusCode).toBe(400);
    expect(await mainBalance(player)).toBe(THRESHOLD + 1);
    expect(await adjustmentPostings(player)).toEqual([
      { id: approved.json().data.transaction_id, reference: String(pending.id) },
    ]);
    expect(await auditRows('adjustments.approve', pending.id)).toEqual([
      expect.objectContaining({ staff_id: approver.id }),
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('rejects a pending adjustment: nothing moves, the rejection is audited with its reason', async () => {
    const requester = await signedInStaff(t, 'admin');
    const other = await signedInStaff(t, 'finance');
    const player = await registerPlayer(t);
    const pending = (await adjust(requester.cookie, player, 'credit', 50_000)).json().data;
    const ownReject = await backofficeCall(
      t,
      'adjustments.reject',
      { id: String(pending.id), reason: 'Changed my mind' },
      requester.cookie,
    );
    expect(ownReject.statusCode).toBe(403);
    const rejected = await backofficeCall(
      t,
      'adjustments.reject',
      { id: String(pending.id), reason: 'No ticket for this' },
      other.cookie,
    );
    expect(rejected.json().data).toMatchObject({ status: 'rejected', transaction_id: null });
    const approveAfter = await backofficeCall(
      t,
      'adjustments.approve',
      { id: String(pending.id) },
      other.cookie,
    );
    expect(approveAfter.statusCode).toBe(400);
    expect(await mainBalance(player)).toBe(0);
    expect(await adjustmentPostings(player)).toEqual([]);
    expect(await auditRows('adjustments.reject', pending.id)).toEqual([
      expect.objectContaining({ staff_id: other.id, reason: 'No ticket for this' }),
    ]);
  });

  it('refuses an approval whose debit the balance no longer covers, leaving it pending', async () => {
    const requester = await signedInStaff(t, 'finance');
    const approver = await signedInStaff(t, 'finance');
    const player = await registerPlayer(t);
    await fundPlayer(t.database.db, player.uid, 20_000);
    const pending = (await adjust(requester.cookie, player, 'debit', 15_000)).json().data;
    expect(pending.status).toBe('pending');
    await adjust(requester.cookie, player, 'debit', 10_000);
    const approve = await backofficeCall(
      t,
      'adjustments.approve',
      { id: String(pending.id) },
      approver.cookie,
    );
    expect(approve.statusCode).toBe(400);
    expect(await mainBalance(player)).toBe(10_000);
    const list = await backofficeCall(t, 'adjustments.list', { status: 'pending' }, approver.cookie);
    expect(list.json().data.map((row: { id: number }) => row.id)).toContain(pending.id);
  });
});

import { randomUUID } from 'node:crypto';
import { backofficeContract } from '@casino/shared/backoffice/backoffice.contract';
import {
  type BackofficeActionName,
  roleMayCall,
  STAFF_ROLES,
  type StaffRole,
} from '@casino/shared/backoffice/backoffice-access';
import { REPORT_NAMES } from '@casino/shared/backoffice/reports';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../lib/crypto/totp.ts';
import { depositThroughGateway, getAction, postAction } from '../../test/api-calls.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { confirmContacts, form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import {
  backofficeCall,
  STAFF_PASSWORD,
  signedInStaff as signedInFactoryStaff,
  staffCookie,
} from '../../test/staff-factory.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { fundPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { openGameSession } from '../game-wallet/game-sessions.service.ts';
import { houseWalletClient } from '../game-wallet/wallet-client.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { changeStaffStatus } from './staff.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ACTIONS = Object.keys(backofficeContract) as BackofficeActionName[];
const PASSWORD = STAFF_PASSWORD;
const call = (
  action: string,
  fields?: Record<string, string>,
  cookie?: string,
  extra?: Record<string, string>,
) => backofficeCall(t, action, fields, cookie, extra);
const signedInStaff = (role: StaffRole) => signedInFactoryStaff(t, role);

async function auditRows(action: string) {
  return t.database.db.selectFrom('audit_log').selectAll().where('action', '=', action).execute();
}

async function requestedWithdrawal(player: TestPlayer, amount: number): Promise<string> {
  await confirmContacts(t, player);
  await depositThroughGateway(t, player, 10_000);
  const withdrawal = await postAction(
    t,
    'makewithdrawal',
    {
      method: 'visa_mastercard',
      card_number: '4111 1111 1111 1111',
      card_holder: 'Jane Doe',
      amount: String(amount),
    },
    player,
  );
  expect(withdrawal.statusCode, withdrawal.body).toBe(200);
  return withdrawal.json().data.transaction;
}

describe('signing in to the back-office', () => {
  it('starts no session on a password alone: the authenticator code is required', async () => {
    const staff = await signedInStaff('support');
    const passwordOnly = await call('staff.signIn', { email: staff.email, password: PASSWORD });
    expect(passwordOnly.json().data).toEqual({ status: 'code_required' });
    expect(passwordOnly.headers['set-cookie']).toBeUndefined();
    const wrongCode = await call('staff.signIn', { email: staff.email, password: PASSWORD, code: '000000' });
    expect(wrongCode.statusCode).toBe(401);
    const wrongPassword = await call('staff.signIn', {
      email: staff.email,
      password: 'wrong password',
      code: totpCode(staff.secret, Date.now() + 30_000),
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('makes a new staff member enrol an authenticator first, then signs in with its code', async () => {
    const admin = await signedInStaff('admin');
    const created = await call(
      'staff.create',
      { email: 'new.finance@staff.test', name: 'New Finance', role: 'finance', password: PASSWORD },
      admin.cookie,
    );
    expect(created.json().data).toMatchObject({ role: 'finance', totp_enrolled: false });
    const first = await call('staff.signIn', { email: 'new.finance@staff.test', password: PASSWORD });
    const enrol = first.json().data;
    expect(enrol.status).toBe('enrol');
    expect(enrol.otpauth_uri).toContain(`secret=${enrol.secret}`);
    expect(first.headers['set-cookie']).toBeUndefined();
    // The same secret is offered until it is confirmed, so a reload does not invalidate the scan.
    const again = await call('staff.signIn', { email: 'new.finance@staff.test', password: PASSWORD });
    expect(again.json().data.secret).toBe(enrol.secret);
    const signedIn = await call('staff.signIn', {
      email: 'new.finance@staff.test',
      password: PASSWORD,
      code: totpCode(enrol.secret, Date.now()),
    });
    expect(signedIn.json().data).toMatchObject({ status: 'signed_in', staff: { totp_enrolled: true } });
    const [cookie] = signedIn.headers['set-cookie'] as string[];
    expect(cookie).toMatch(/^bo_sid=.+; Path=\/backoffice; Max-Age=\d+; SameSite=Strict; HttpOnly$/);
    const me = await call('staff.me', {}, staffCookie(cookie));
    expect(me.json().data).toMatchObject({ email: 'new.finance@staff.test', role: 'finance' });
  });

  it('accepts a code once', async () => {
    const staff = await signedInStaff('risk');
    const replay = await call('staff.signIn', {
      email: staff.email,
      password: PASSWORD,
      code: totpCode(staff.secret, Date.now()),
    });
    expect(replay.statusCode).toBe(401);
  });

  it('ends sessions on sign-out and when an admin revokes them', async () => {
    const admin = await signedInStaff('admin');
    const support = await signedInStaff('support');
    expect((await call('staff.me', {}, support.cookie)).statusCode).toBe(200);
    const revoked = await call('staff.revokeSessions', { staff_id: String(support.id) }, admin.cookie);
    expect(revoked.json().data).toBe(1);
    expect((await call('staff.me', {}, support.cookie)).statusCode).toBe(401);

    const signOut = await call('staff.signOut', {}, admin.cookie);
    expect(String(signOut.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await call('staff.me', {}, admin.cookie)).statusCode).toBe(401);
    expect((await auditRows('staff.revokeSessions')).at(-1)).toMatchObject({
      staff_id: admin.id,
      target_id: String(support.id),
    });
  });

  it('audits failed sign-ins: a wrong password, a wrong code, a disabled account, an unknown e-mail', async () => {
    const staff = await signedInStaff('support');
    await call('staff.signIn', { email: staff.email, password: 'wrong password' });
    await call('staff.signIn', { email: staff.email, password: PASSWORD, code: '000000' });
    await call('staff.signIn', { email: 'nobody@staff.test', password: PASSWORD });
    const failed = (await auditRows('staff.signInFailed')).filter(
      (row) => row.target_id === String(staff.id) || JSON.stringify(row.after).includes('nobody@staff.test'),
    );
    expect(failed.map((row) => [row.staff_id, row.target_id, (row.after as { why: string }).why])).toEqual([
      [null, String(staff.id), 'password'],
      [null, String(staff.id), 'code'],
      [null, null, 'password'],
    ]);
  });

  it('disables a staff account (sessions end, sign-in refused) and enables it again, audited', async () => {
    const admin = await signedInStaff('admin');
    const finance = await signedInStaff('finance');
    const reason = { reason: 'Left the company' };
    const disabled = await call('staff.disable', { staff_id: String(finance.id), ...reason }, admin.cookie);
    expect(disabled.json().data).toMatchObject({ id: finance.id, status: 'disabled' });
    expect((await call('staff.me', {}, finance.cookie)).statusCode).toBe(401);
    const signIn = await call('staff.signIn', {
      email: finance.email,
      password: PASSWORD,
      code: totpCode(finance.secret, Date.now() + 30_000),
    });
    expect(signIn.statusCode).toBe(401);
    expect(signIn.json().error.message).toBe('Wrong e-mail or password');
    const enabled = await call('staff.enable', { staff_id: String(finance.id), ...reason }, admin.cookie);
    expect(enabled.json().data).toMatchObject({ status: 'active' });
    expect(
      (await auditRows('staff.disable')).concat(await auditRows('staff.enable')).map((row) => row.reason),
    ).toEqual(['Left the company', 'Left the company']);
    // Nobody disables themselves; a reason is required.
    const self = await call('staff.disable', { staff_id: String(admin.id), ...reason }, admin.cookie);
    expect(self.statusCode).toBe(400);
    const noReason = await call('staff.disable', { staff_id: String(finance.id) }, admin.cookie);
    expect(noReason.statusCode).toBe(400);
  });

  it('keeps the last active admin: two admins disabling each other at once, one of them stays', async () => {
    const first = await signedInStaff('admin');
    const second = await signedInStaff('admin');
    const reason = { reason: 'Tidying up' };
    const others = await t.database.db
      .selectFrom('staff_users')
      .select('id')
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .where('id', 'not in', [first.id, second.id])
      .execute();
    for (const other of others) {
      const response = await call('staff.disable', { staff_id: String(other.id), ...reason }, first.cookie);
      expect(response.statusCode, response.body).toBe(200);
    }
    // Straight to the service, as two requests that both passed their session check would arrive.
    const actor = (staffId: number) => ({ staffId, ip: '127.0.0.1', userAgent: null });
    const answers = await Promise.allSettled([
      changeStaffStatus(t.database.db, actor(first.id), {
        staffId: second.id,
        status: 'disabled',
        ...reason,
      }),
      changeStaffStatus(t.database.db, actor(second.id), {
        staffId: first.id,
        status: 'disabled',
        ...reason,
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(answers.find((answer) => answer.status === 'rejected')?.reason).toMatchObject({
      message: 'The last active admin stays',
    });
    const active = await t.database.db
      .selectFrom('staff_users')
      .select('id')
      .where('role', '=', 'admin')
      .where('status', '=', 'active')
      .execute();
    expect(active).toHaveLength(1);
    await t.database.db
      .updateTable('staff_users')
      .set({ status: 'active' })
      .where('id', 'in', [first.id, second.id, ...others.map((other) => other.id)])
      .execute();
  });

  it('resets a staff member’s authenticator: sessions end, the next sign-in enrols a new one', async () => {
    const admin = await signedInStaff('admin');
    const risk = await signedInStaff('risk');
    const reset = await call(
      'staff.resetTwoFactor',
      { staff_id: String(risk.id), reason: 'Lost phone' },
      admin.cookie,
    );
    expect(reset.json().data).toMatchObject({ totp_enrolled: false });
    expect((await call('staff.me', {}, risk.cookie)).statusCode).toBe(401);
    const next = await call('staff.signIn', { email: risk.email, password: PASSWORD });
    expect(next.json().data).toMatchObject({ status: 'enrol' });
    expect(next.json().data.secret).not.toBe(risk.secret);
    expect((await auditRows('staff.resetTwoFactor')).at(-1)).toMatchObject({
      staff_id: admin.id,
      target_id: String(risk.id),
      reason: 'Lost phone',
    });
  });

  it('refuses a call from another site', async () => {
    const admin = await signedInStaff('admin');
    const crossSite = await call(
      'staff.create',
      { email: 'evil@staff.test', name: 'Evil', role: 'admin', password: PASSWORD },
      admin.cookie,
      { 'sec-fetch-site': 'cross-site' },
    );
    expect(crossSite.statusCode).toBe(403);
    expect(
      await t.database.db.selectFrom('staff_users').where('email', '=', 'evil@staff.test').execute(),
    ).toEqual([]);
  });
});

describe('roles', () => {
  it('refuses every action but sign-in without a completed two-factor sign-in', async () => {
    for (const action of ACTIONS.filter((name) => name !== 'staff.signIn')) {
      const response = await call(action);
      expect(response.statusCode, action).toBe(401);
      expect(response.json().error.type, action).toBe('AuthorizationException');
    }
    // The reports' CSV downloads are routes beside the API, checked the same way.
    for (const report of REPORT_NAMES) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/backoffice/reports/${report}.csv`,
        headers: { 'sec-fetch-site': 'same-origin' },
      });
      expect(response.statusCode, report).toBe(401);
      expect(response.json().error.type, report).toBe('AuthorizationException');
    }
  });

  it('refuses every action to a role it does not list, before reading its parameters', async () => {
    for (const role of STAFF_ROLES) {
      const staff = await signedInStaff(role);
      for (const action of ACTIONS) {
        if (roleMayCall(backofficeContract[action].roles, role)) continue;
        const response = await call(action, {}, staff.cookie);
        expect(response.statusCode, `${role} ${action}`).toBe(403);
        expect(response.json().error.type, `${role} ${action}`).toBe('AccessDeniedException');
      }
    }
    // The matrix is not empty: finance may not block players, support may not decide withdrawals.
    expect(roleMayCall(backofficeContract['players.block'].roles, 'finance')).toBe(false);
    expect(roleMayCall(backofficeContract['payments.approveWithdrawal'].roles, 'support')).toBe(false);
    // A call per action and role it may not use: it grows with every action, ~20 s alone on two cores.
  }, 90_000);
});

describe('players', () => {
  it("ends a player's sessions and resets their two-factor, each with a reason, audited", async () => {
    const support = await signedInStaff('support');
    const player = await registerPlayer(t);
    expect((await getAction(t, 'account.getBalance', {}, player)).statusCode).toBe(200);
    const noReason = await call('players.endSessions', { id: String(player.uid) }, support.cookie);
    expect(noReason.statusCode).toBe(400);
    const ended = await call(
      'players.endSessions',
      { id: String(player.uid), reason: 'Lost phone' },
      support.cookie,
    );
    expect(ended.json().data).toBe(1);
    expect((await getAction(t, 'account.getBalance', {}, player)).statusCode).toBe(401);

    await t.database.db
      .updateTable('users')
      .set({ two_factor_method: 'totp', totp_secret: 'JBSWY3DPEHPK3PXP' })
      .where('id', '=', player.uid)
      .execute();
    const reset = await call(
      'players.resetTwoFactor',
      { id: String(player.uid), reason: 'Identity checked by video call' },
      support.cookie,
    );
    expect(reset.json().data).toBe(1);
    const user = await t.database.db
      .selectFrom('users')
      .select(['two_factor_method', 'totp_secret'])
      .where('id', '=', player.uid)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ two_factor_method: 'none', totp_secret: null });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'reason', 'before'])
      .where('target_type', '=', 'player')
      .where('target_id', '=', String(player.uid))
      .orderBy('id')
      .execute();
    expect(audit).toEqual([
      { action: 'players.endSessions', reason: 'Lost phone', before: null },
      {
        action: 'players.resetTwoFactor',
        reason: 'Identity checked by video call',
        before: { two_factor_method: 'totp' },
      },
    ]);
    const unknown = await call('players.resetTwoFactor', { id: '999999', reason: 'Nobody' }, support.cookie);
    expect(unknown.statusCode).toBe(400);
  });

  it('finds a player, blocks them (sign-in refused, sessions ended) and unblocks them, audited', async () => {
    const support = await signedInStaff('support');
    const player = await registerPlayer(t);
    const found = await call('players.search', { query: player.email.slice(0, 12) }, support.cookie);
    expect(found.json().data.map((row: { id: number }) => row.id)).toContain(player.uid);
    const byId = await call('players.search', { query: String(player.uid) }, support.cookie);
    expect(byId.json().data[0]).toMatchObject({ id: player.uid, email: player.email, status: 'active' });

    // A game left open in another tab: its session plays until the block.
    const db = t.database.db;
    await fundPlayer(db, player.uid, 1_000);
    const sysname = await catalogueGame(db, { jackpot: false });
    const game = await openGameSession(db, { userId: player.uid, sysname, mode: 'real', now: new Date() });
    const wallet = houseWalletClient({ db, config: testConfig });
    const bet = () => {
      const round = randomUUID();
      return wallet.bet({
        session: game.token,
        transaction_id: `${round}:bet`,
        round_id: round,
        amount: 100,
      });
    };
    expect((await bet()).status).toBe('ok');

    const noReason = await call('players.block', { id: String(player.uid) }, support.cookie);
    expect(noReason.statusCode).toBe(400);
    const blocked = await call(
      'players.block',
      { id: String(player.uid), reason: 'Chargeback fraud' },
      support.cookie,
    );
    expect(blocked.json().data).toMatchObject({ id: player.uid, status: 'banned' });
    // The session the player had is over: the browser holding it is told the player is blocked (spec
    // §8, a fatal 403), and its pages are the block page; signing in again is refused.
    const refused = await getAction(t, 'account.getBalance', {}, player);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.type).toBe('UserBannedException');
    expect((await getAction(t, 'getgeneralinfo', {}, player)).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth.login?lang=en',
      payload: form({ login: player.email, password: player.password }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(login.json().error.type).toBe('UserBannedException');
    // The open game ended with the sessions: no stake is taken from a blocked player.
    expect(await bet()).toMatchObject({ status: 'error', code: 'SESSION_EXPIRED' });
    expect(await playerBalance(db, player.uid)).toBe(900);
    const [entry] = (await auditRows('players.block')).filter((row) => row.target_id === String(player.uid));
    expect(entry).toMatchObject({
      staff_id: support.id,
      target_type: 'player',
      reason: 'Chargeback fraud',
      before: expect.objectContaining({ status: 'active' }),
      after: expect.objectContaining({ status: 'banned' }),
    });
    expect(entry?.ip).toMatch(/^10\.9\./);

    const card = await call('players.get', { id: String(player.uid) }, support.cookie);
    expect(card.json().data).toMatchObject({ player: { status: 'banned' }, sessions: [] });
    const unblocked = await call(
      'players.unblock',
      { id: String(player.uid), reason: 'Resolved' },
      support.cookie,
    );
    expect(unblocked.json().data.status).toBe('active');
    // Unblocked, the old session is simply over (401), as after any sign-out.
    expect((await getAction(t, 'account.getBalance', {}, player)).statusCode).toBe(401);
    expect((await auditRows('players.unblock')).length).toBeGreaterThan(0);
  });

  it('answers a player card with balances, ledger and payments', async () => {
    const risk = await signedInStaff('risk');
    const player = await registerPlayer(t);
    await requestedWithdrawal(player, 3000);
    const card = (await call('players.get', { id: String(player.uid) }, risk.cookie)).json().data;
    expect(card.balances).toEqual(expect.arrayContaining([{ kind: 'main USD', amount: 7000 }]));
    expect(card.ledger.length).toBeGreaterThanOrEqual(2);
    expect(card.payments.map((payment: { direction: string }) => payment.direction)).toEqual([
      'withdrawal',
      'deposit',
    ]);
    const unknown = await call('players.get', { id: '99999999' }, risk.cookie);
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the withdrawal queue', () => {
  it('approves and declines through the cashier, audited, with the ledger intact', async () => {
    const finance = await signedInStaff('finance');
    const player = await registerPlayer(t);
    const first = await requestedWithdrawal(player, 3000);
    const second = await postAction(
      t,
      'makewithdrawal',
      {
        method: 'visa_mastercard',
        card_number: '4111 1111 1111 1111',
        card_holder: 'Jane Doe',
        amount: '2500',
      },
      player,
    );
    expect(second.statusCode, second.body).toBe(200);
    const secondTx = second.json().data.transaction as string;

    const queue = await call(
      'payments.withdrawals',
      { status: 'requested', player_id: String(player.uid) },
      finance.cookie,
    );
    expect(queue.json().data.map((payment: { transaction: string }) => payment.transaction)).toEqual([
      secondTx,
      first,
    ]);

    const approved = await call('payments.approveWithdrawal', { transaction: first }, finance.cookie);
    expect(approved.json().data).toMatchObject({ transaction: first, status: 'approved' });
    const again = await call('payments.approveWithdrawal', { transaction: first }, finance.cookie);
    expect(again.statusCode).toBe(400);
    const declineWithoutReason = await call(
      'payments.declineWithdrawal',
      { transaction: secondTx },
      finance.cookie,
    );
    expect(declineWithoutReason.statusCode).toBe(400);
    const declined = await call(
      'payments.declineWithdrawal',
      { transaction: secondTx, reason: 'Requisites do not match' },
      finance.cookie,
    );
    expect(declined.json().data.status).toBe('declined');

    const balance = await getAction(t, 'account.getBalance', {}, player);
    // 10,000 in, 3,000 paid out, the declined 2,500 back on the balance.
    expect(balance.json().data.balance_main.amount).toBe(7000);
    const [approval] = (await auditRows('payments.approveWithdrawal')).filter(
      (row) => row.target_id === first,
    );
    expect(approval).toMatchObject({
      staff_id: finance.id,
      before: { status: 'requested' },
      after: expect.objectContaining({ status: 'approved', amount: 3000 }),
    });
    expect((await auditRows('payments.declineWithdrawal')).at(-1)?.reason).toBe('Requisites do not match');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('the audit log', () => {
  it('records staff changes and is listed for admins', async () => {
    const admin = await signedInStaff('admin');
    await call(
      'staff.create',
      { email: 'content1@staff.test', name: 'Content', role: 'content', password: PASSWORD },
      admin.cookie,
    );
    const list = (await call('audit.list', { target_type: 'staff' }, admin.cookie)).json().data;
    expect(list[0]).toMatchObject({
      action: 'staff.create',
      staff_email: admin.email,
      after: expect.objectContaining({ email: 'content1@staff.test', role: 'content' }),
    });
  });

  it('refuses UPDATE, DELETE and TRUNCATE in the database', async () => {
    await signedInStaff('admin');
    const db = t.database.db;
    await expect(sql`update audit_log set action = 'forged'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_log`.execute(db)).rejects.toThrow(/append-only/);
    const forged = await db.selectFrom('audit_log').select('id').where('action', '=', 'forged').execute();
    expect(forged).toEqual([]);
  });
});

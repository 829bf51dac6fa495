import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, registerPlayer, sessionCookie, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function post(action: string, fields: Record<string, string>, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${action}?lang=en`,
    payload: form(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });
}

function get(action: string, cookie?: string, query: Record<string, string> = {}) {
  return t.app.inject({
    method: 'GET',
    url: `/api/${action}?${new URLSearchParams({ lang: 'en', ...query })}`,
    headers: cookie ? { cookie } : {},
  });
}

async function depositLimit(player: TestPlayer) {
  const response = await get('account.getDepositLimit', player.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

async function depositCount(player: TestPlayer): Promise<number> {
  return (await get('gethistory', player.cookie, { type: 'deposit' })).json().data.count;
}

async function signIn(player: TestPlayer): Promise<string> {
  const response = await post('auth.login', { login: player.email, password: player.password });
  expect(response.statusCode, response.body).toBe(200);
  return sessionCookie(response.headers['set-cookie']);
}

describe('deposit limit through the API', () => {
  it('is for players only', async () => {
    expect((await get('account.getDepositLimit')).statusCode).toBe(401);
    expect((await post('account.setDepositLimit', { period: '7d', limit_amount: '2000' })).statusCode).toBe(
      401,
    );
  });

  it('makedeposit takes exactly what is left and refuses one cent more, recording nothing', async () => {
    const player = await registerPlayer(t);
    expect(await depositLimit(player)).toMatchObject({ period: 'none', limit_amount: null, can_edit: true });
    const set = await post('account.setDepositLimit', { period: '7d', limit_amount: '3000' }, player.cookie);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data).toMatchObject({ period: '7d', limit_amount: 3_000, available_amount: 3_000 });

    expect((await post('makedeposit', { method: 'skrill', amount: '1000' }, player.cookie)).statusCode).toBe(
      200,
    );
    const exact = await post('makedeposit', { method: 'skrill', amount: '2000' }, player.cookie);
    expect(exact.statusCode, exact.body).toBe(200);
    expect(await depositLimit(player)).toMatchObject({ available_amount: 0 });

    const other = await registerPlayer(t);
    await post('account.setDepositLimit', { period: '1d', limit_amount: '1999' }, other.cookie);
    const over = await post('makedeposit', { method: 'skrill', amount: '2000' }, other.cookie);
    expect(over.statusCode).toBe(422);
    expect(over.json().error).toMatchObject({
      type: 'BillingDepositLimitExceededException',
      error_data: { available_amount: 1_999, limit_amount: 1_999 },
    });
    expect(await depositCount(other)).toBe(0);
    expect(await depositLimit(other)).toMatchObject({ available_amount: 1_999 });
  });

  it('a higher limit waits for its cool-off and locks further increases', async () => {
    const player = await registerPlayer(t);
    await post('account.setDepositLimit', { period: '7d', limit_amount: '2000' }, player.cookie);
    const raised = await post(
      'account.setDepositLimit',
      { period: '7d', limit_amount: '9000' },
      player.cookie,
    );
    expect(raised.json().data).toMatchObject({
      limit_amount: 2_000,
      pending_limit_amount: 9_000,
      can_edit: false,
    });
    const refused = await post('makedeposit', { method: 'skrill', amount: '3000' }, player.cookie);
    expect(refused.json().error.type).toBe('BillingDepositLimitExceededException');
  });

  it('refuses bad input with InvalidParameterException and changes nothing', async () => {
    const player = await registerPlayer(t);
    await post('account.setDepositLimit', { period: '14d', limit_amount: '5000' }, player.cookie);
    const before = await depositLimit(player);
    const attempts: Record<string, string>[] = [
      { period: '10d', limit_amount: '1000' },
      { period: 'forever', limit_amount: '1000' },
      { period: '7d', limit_amount: '-100' },
      { period: '7d', limit_amount: '0' },
      { period: '7d', limit_amount: '12.5' },
      { period: '7d' },
      { limit_amount: '1000' },
    ];
    for (const fields of attempts) {
      const response = await post('account.setDepositLimit', fields, player.cookie);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().error.type).toBe('InvalidParameterException');
    }
    expect(await depositLimit(player)).toEqual(before);
  });
});

describe('self-exclusion through the API', () => {
  it('excludes at once, signs out every session and refuses deposits; sign-in and withdrawals stay open', async () => {
    const player = await registerPlayer(t);
    const otherDevice = await signIn(player);
    expect((await get('account.getSelfExclusion', player.cookie)).json().data).toMatchObject({
      is_excluded: false,
      password_required: true,
    });

    const excluded = await post(
      'account.selfExclude',
      { period: '1d', password: player.password },
      player.cookie,
    );
    expect(excluded.statusCode, excluded.body).toBe(200);
    expect(excluded.json().data).toMatchObject({ signed_out: true, ends_at: expect.any(String) });
    const cleared = [excluded.headers['set-cookie']].flat().find((value) => value?.startsWith('sid='));
    expect(cleared).toMatch(/^sid=;.*Max-Age=0/i);
    expect((await get('account.getInfo', player.cookie)).statusCode).toBe(401);
    expect((await get('account.getInfo', otherDevice)).statusCode).toBe(401);

    const cookie = await signIn(player);
    expect((await get('account.getSelfExclusion', cookie)).json().data).toMatchObject({
      is_excluded: true,
      period: '1d',
    });
    const deposit = await post('makedeposit', { method: 'skrill', amount: '2000' }, cookie);
    expect(deposit.statusCode).toBe(403);
    expect(deposit.json().error).toMatchObject({ type: 'AccessDeniedException', code: 'SelfExcluded' });

    await fundPlayer(t.database.db, player.uid, 5_000);
    // The content service asks for a confirmed contact before a withdrawal.
    await t.database.db
      .updateTable('user_contacts')
      .set({ is_confirmed: true })
      .where('user_id', '=', player.uid)
      .execute();
    const withdrawal = await post(
      'makewithdrawal',
      {
        method: 'visa_mastercard',
        card_number: '4111 1111 1111 1111',
        card_holder: 'Jane Doe',
        amount: '2000',
      },
      cookie,
    );
    expect(withdrawal.statusCode, withdrawal.body).toBe(200);
    expect(withdrawal.json().data.status).toBe('requested');
  });

  it('can be permanent', async () => {
    const player = await registerPlayer(t);
    const excluded = await post(
      'account.selfExclude',
      { period: 'permanent', password: player.password },
      player.cookie,
    );
    expect(excluded.json().data).toEqual({ ends_at: null, signed_out: true });
    const cookie = await signIn(player);
    expect((await get('account.getSelfExclusion', cookie)).json().data).toMatchObject({
      is_excluded: true,
      period: 'permanent',
      ends_at: null,
    });
  });

  it('a wrong password or an unknown period changes nothing and keeps the session', async () => {
    const player = await registerPlayer(t);
    const wrong = await post('account.selfExclude', { period: '7d', password: 'wrong-pass' }, player.cookie);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      type: 'InvalidParameterException',
      invalid_parameters: { password: 'Wrong password' },
    });
    const unknown = await post(
      'account.selfExclude',
      { period: '2d', password: player.password },
      player.cookie,
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.invalid_parameters.period).toBeTruthy();
    expect((await get('account.getSelfExclusion', player.cookie)).json().data.is_excluded).toBe(false);
    expect((await post('makedeposit', { method: 'skrill', amount: '2000' }, player.cookie)).statusCode).toBe(
      200,
    );
  });
});

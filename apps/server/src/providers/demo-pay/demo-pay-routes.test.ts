import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAction, postAction } from '../../test/api-calls.ts';
import { confirmContacts, form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, operatorAuthorization, type TestApp, testConfig } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';
import { checkoutSecret, checkoutToken } from './checkout-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function mainBalance(player: TestPlayer): Promise<number> {
  return (await getAction(t, 'account.getBalance', {}, player)).json().data.balance_main.amount;
}

async function depositStatus(player: TestPlayer, transaction: string): Promise<string> {
  return (await getAction(t, 'getdepositinfo', { transaction }, player)).json().data.status;
}

async function startDeposit(player: TestPlayer, amount = 500_000) {
  const response = await postAction(
    t,
    'makedeposit',
    { method: 'visa_mastercard', amount: String(amount) },
    player,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { transaction: string; url: string };
}

function checkout(url: string, outcome: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: form({ outcome }),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });
}

const bare = (transaction: string) => `/providers/pay/checkout/${encodeURIComponent(transaction)}`;

describe('the checkout is bound to the player who started it', () => {
  it('hands out a link with a token; without it nobody can pay, decline or cancel, not even with a session', async () => {
    const owner = await registerPlayer(t);
    const stranger = await registerPlayer(t);
    const { transaction, url } = await startDeposit(owner);
    expect(url).toMatch(new RegExp(`^${bare(transaction)}\\?token=\\d+\\.[\\w-]{43}$`));

    const page = await t.app.inject({ method: 'GET', url: bare(transaction) });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('This payment link is not valid');
    expect(page.body).not.toContain('Pay successfully');
    for (const outcome of ['success', 'pending', 'fail', 'cancel']) {
      for (const cookie of [undefined, stranger.cookie, owner.cookie]) {
        const refused = await checkout(bare(transaction), outcome, cookie);
        expect(refused.statusCode).toBe(403);
        expect(refused.body).toContain('Nothing was changed');
      }
    }
    // Another order's token, a forged one, and a token cut short open nothing either.
    const other = await startDeposit(stranger, 1_000);
    const otherToken = new URL(other.url, 'http://x').searchParams.get('token') as string;
    const token = new URL(url, 'http://x').searchParams.get('token') as string;
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const wrong of [
      otherToken,
      forged,
      token.slice(0, -2),
      `${Number(token.split('.')[0]) + 60}.${token.split('.')[1]}`,
    ]) {
      expect(
        (await checkout(`${bare(transaction)}?token=${encodeURIComponent(wrong)}`, 'success')).statusCode,
      ).toBe(403);
    }
    expect(await mainBalance(owner)).toBe(0);
    expect(await depositStatus(owner, transaction)).toBe('created');

    // The owner's link still works: nothing above used it up.
    const paid = await checkout(url, 'success');
    expect(paid.statusCode).toBe(303);
    expect(await mainBalance(owner)).toBe(500_000);
  });

  it('uses a link once: a replay after any outcome changes nothing', async () => {
    const player = await registerPlayer(t);
    const cancelled = await startDeposit(player, 2_000);
    expect((await checkout(cancelled.url, 'cancel')).statusCode).toBe(303);
    for (const outcome of ['success', 'pending', 'fail', 'cancel']) {
      expect((await checkout(cancelled.url, outcome)).statusCode).toBe(409);
    }
    expect(await depositStatus(player, cancelled.transaction)).toBe('cancelled');

    const paid = await startDeposit(player, 3_000);
    const once = await Promise.all([checkout(paid.url, 'success'), checkout(paid.url, 'success')]);
    expect(once.map((response) => response.statusCode).sort()).toEqual([303, 409]);
    expect((await checkout(paid.url, 'success')).statusCode).toBe(409);
    expect(await mainBalance(player)).toBe(3_000);
  });

  it('refuses an expired link, and nothing changes', async () => {
    const player = await registerPlayer(t);
    const { transaction } = await startDeposit(player, 2_000);
    const expired = checkoutToken(
      checkoutSecret(testConfig.sessionSecret),
      transaction,
      new Date(Date.now() - 1_000),
    );
    const url = `${bare(transaction)}?token=${encodeURIComponent(expired)}`;
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain('This payment link has expired');
    expect((await checkout(url, 'success')).statusCode).toBe(403);
    expect(await mainBalance(player)).toBe(0);
    expect(await depositStatus(player, transaction)).toBe('created');
  });
});

describe('the checkout page', () => {
  it("carries the casino's name and colours, as a gateway's merchant profile brands its hosted page", async () => {
    const player = await registerPlayer(t);
    const { url } = await startDeposit(player, 2_500);
    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<strong>Aurora Casino</strong>');
    expect(page.body).toContain('$25<');
    expect(page.body).toContain('background: #0b1020');
  });
});

describe('the payouts page', () => {
  async function openPayout(): Promise<{ player: TestPlayer; transaction: string }> {
    const player = await registerPlayer(t);
    await confirmContacts(t, player);
    await fundPlayer(t.database.db, player.uid, 10_000);
    const response = await postAction(
      t,
      'makewithdrawal',
      { method: 'skrill', wallet: 'player@example.com', amount: '5000' },
      player,
    );
    expect(response.statusCode, response.body).toBe(200);
    return { player, transaction: response.json().data.transaction };
  }

  const decide = (transaction: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'POST',
      url: `/providers/pay/payouts/${transaction}`,
      payload: form({ decision: 'approved' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });

  it('asks for the operator credentials and decides nothing without them', async () => {
    const { player, transaction } = await openPayout();
    const wrongPassword = operatorAuthorization('not-the-operator-password');
    const wrongUser = `Basic ${Buffer.from(`admin:${testConfig.operatorPassword}`).toString('base64')}`;
    const attempts: Record<string, string>[] = [
      {},
      { authorization: wrongPassword },
      { authorization: wrongUser },
      { cookie: player.cookie },
    ];
    for (const headers of attempts) {
      const page = await t.app.inject({ method: 'GET', url: '/providers/pay/payouts', headers });
      expect(page.statusCode).toBe(401);
      expect(page.headers['www-authenticate']).toMatch(/^Basic realm=/);
      expect(page.body).not.toContain(transaction);
      expect((await decide(transaction, headers)).statusCode).toBe(401);
    }
    expect(await depositStatus(player, transaction)).toBe('requested');
  });

  it('refuses a cross-site decision even with the credentials (a browser sends them along)', async () => {
    const { player, transaction } = await openPayout();
    const authorization = operatorAuthorization();
    const crossSite = await decide(transaction, { authorization, origin: 'https://evil.example' });
    expect(crossSite.statusCode).toBe(403);
    expect(crossSite.json().error.type).toBe('AccessDeniedException');
    expect(await depositStatus(player, transaction)).toBe('requested');

    const page = await t.app.inject({
      method: 'GET',
      url: '/providers/pay/payouts',
      headers: { authorization },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`action="/providers/pay/payouts/${transaction}"`);
    const approved = await decide(transaction, { authorization, origin: 'http://localhost:3000' });
    expect(approved.statusCode).toBe(303);
    expect(await depositStatus(player, transaction)).toBe('approved');
  });
});

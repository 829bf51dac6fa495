import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../modules/wallet/ledger-check.ts';
import { confirmContacts, form, registerPlayer, type TestPlayer } from '../test/player-factory.ts';
import { createTestApp, operatorAuthorization, type TestApp, testConfig } from '../test/test-app.ts';
import { fundPlayer } from '../test/wallet-factory.ts';
import { commandLineGateway, PAYOUTS_USAGE, runPayouts } from './payouts-command.ts';

let t: TestApp;
let player: TestPlayer;
beforeAll(async () => {
  t = await createTestApp();
  player = await registerPlayer(t);
  await confirmContacts(t, player);
  await fundPlayer(t.database.db, player.uid, 10_000);
});
afterAll(() => t.close());

function post(action: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${action}?lang=en`,
    payload: form(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: player.cookie },
  });
}

async function requestWithdrawal(amount: number): Promise<string> {
  const response = await post('makewithdrawal', {
    method: 'skrill',
    wallet: 'player@example.com',
    amount: String(amount),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.transaction;
}

async function statusOf(transaction: string): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/getdepositinfo?lang=en&transaction=${transaction}`,
    headers: { cookie: player.cookie },
  });
  return response.json().data.status;
}

async function mainBalance(): Promise<number> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/account.getBalance?lang=en',
    headers: { cookie: player.cookie },
  });
  return response.json().data.balance_main.amount;
}

async function payouts(...args: string[]): Promise<{ status: number; output: string }> {
  const lines: string[] = [];
  const status = await runPayouts(args, commandLineGateway(t.database.db, testConfig), (line) =>
    lines.push(line),
  );
  return { status, output: lines.join('\n') };
}

describe('npm run payouts', () => {
  it('lists open payouts, approves and declines them; a decided or cancelled one cannot be decided', async () => {
    const approved = await requestWithdrawal(3_000);
    const declined = await requestWithdrawal(2_000);
    const cancelled = await requestWithdrawal(1_000);
    expect((await post('cancelwithdrawal', { transaction: cancelled })).statusCode).toBe(200);
    expect(await mainBalance()).toBe(5_000);

    const listed = await payouts('list');
    expect(listed.status).toBe(0);
    expect(listed.output).toContain('Waiting for a decision: 2');
    expect(listed.output).toContain(`  ${approved}  $30  requested `);
    expect(listed.output).toContain(`  ${declined}  $20  requested `);
    expect(listed.output).toContain(`  ${cancelled}  $10  Cancelled by the player`);

    expect(await payouts('approve', approved)).toEqual({ status: 0, output: `Payout ${approved} approved.` });
    expect(await payouts('decline', declined)).toEqual({ status: 0, output: `Payout ${declined} declined.` });
    expect(await statusOf(approved)).toBe('approved');
    expect(await statusOf(declined)).toBe('declined');
    // The declined amount came back; the approved one left.
    expect(await mainBalance()).toBe(7_000);

    for (const transaction of [approved, cancelled, 'no-such-payout']) {
      const again = await payouts('decline', transaction);
      expect(again.status).toBe(1);
      expect(again.output).toContain('is not waiting for a decision');
    }
    expect(await statusOf(cancelled)).toBe('cancelled');
    expect(await mainBalance()).toBe(7_000);
    expect((await payouts('list')).output).toContain('Waiting for a decision: 0');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('answers the usage for anything else', async () => {
    for (const args of [[], ['approve'], ['list', 'extra'], ['pay', 'x'], ['approve', 'a', 'b']]) {
      expect(await payouts(...args)).toEqual({ status: 2, output: PAYOUTS_USAGE });
    }
  });
});

describe('the operator page', () => {
  it('lists the player-cancelled withdrawal under Recent, without decision buttons', async () => {
    const open = await requestWithdrawal(1_000);
    const cancelled = await requestWithdrawal(1_500);
    await post('cancelwithdrawal', { transaction: cancelled });
    const page = await t.app.inject({
      method: 'GET',
      url: '/providers/pay/payouts',
      headers: { authorization: operatorAuthorization(testConfig.operatorPassword) },
    });
    expect(page.statusCode).toBe(200);
    const [waiting, recent] = page.body.split('<h2>Recent</h2>');
    expect(waiting).toContain(`action="/providers/pay/payouts/${open}"`);
    expect(waiting).not.toContain(cancelled);
    expect(recent).toMatch(new RegExp(`${cancelled}</td><td>\\$15</td>[\\s\\S]*?Cancelled by the player`));
    expect(recent).not.toContain('<form');
  });
});

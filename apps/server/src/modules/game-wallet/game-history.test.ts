import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueGame } from '../../test/game-factory.ts';
import { form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp, testConfig } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';
import { openGameSession } from './game-sessions.service.ts';
import { houseWalletClient } from './wallet-client.ts';

let t: TestApp;
let player: TestPlayer;

function api(
  method: 'GET' | 'POST',
  action: string,
  fields: Record<string, string> = {},
  cookie = player.cookie,
) {
  const query = new URLSearchParams({ lang: 'en', ...(method === 'GET' ? fields : {}) });
  return t.app.inject({
    method,
    url: `/api/${action}?${query}`,
    ...(method === 'POST'
      ? { payload: form(fields), headers: { 'content-type': 'application/x-www-form-urlencoded', cookie } }
      : { headers: { cookie } }),
  });
}

async function playRound(sysname: string, bet: number, win: number) {
  const { token } = await openGameSession(t.database.db, {
    userId: player.uid,
    sysname,
    mode: 'real',
    now: new Date(),
  });
  const wallet = houseWalletClient({ db: t.database.db, config: testConfig });
  const round = randomUUID();
  await wallet.bet({ session: token, transaction_id: `${round}:bet`, round_id: round, amount: bet });
  await wallet.win({ session: token, transaction_id: `${round}:win`, round_id: round, amount: win });
}

beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
  player = await registerPlayer(t);
  await fundPlayer(t.database.db, player.uid, 10_000);
  const sysname = await catalogueGame(t.database.db, { jackpot: false });
  await playRound(sysname, 100, 0);
  await playRound(sysname, 200, 450);
  // A demo round is play money and no part of the history.
  const demo = await openGameSession(t.database.db, {
    userId: player.uid,
    sysname,
    mode: 'demo',
    now: new Date(),
  });
  const round = randomUUID();
  await houseWalletClient({ db: t.database.db, config: testConfig }).bet({
    session: demo.token,
    transaction_id: `${round}:bet`,
    round_id: round,
    amount: 100,
  });
});
afterAll(() => t.close());

describe('game history', () => {
  it('lists real rounds newest first with their bet and win', async () => {
    const response = await api('GET', 'getHistory', { count: '1' });
    const { data } = response.json();
    expect(data.count).toBe(2);
    expect(data.items).toHaveLength(1);
    expect(data.items[0]).toMatchObject({ bet: 200, win: 450, status: 'closed', currency: 'USD' });
    const second = (await api('GET', 'getHistory', { offset: '1' })).json().data;
    expect(second.items[0]).toMatchObject({ bet: 100, win: 0 });
  });

  it('answers the spec names by their spelling: getHistory the rounds, gethistory the cashier (decision 0061)', async () => {
    expect((await api('GET', 'getHistory', {})).json().data.items[0]).toMatchObject({ bet: 200, win: 450 });
    const payments = (await api('GET', 'gethistory', { type: 'deposit' })).json().data;
    // The player was funded without a deposit, so the cashier's list is empty where the rounds are two.
    expect(payments).toMatchObject({ count: 0, items: [] });
    const other = await api('GET', 'GETHISTORY', {});
    expect(other.statusCode).toBe(404);
    expect(other.json().error.type).toBe('MethodNotFoundException');
    expect((await api('GET', 'GetLikes', {})).statusCode).toBe(200);
  });

  it('needs a signed-in player and valid paging', async () => {
    expect((await api('GET', 'getHistory', {}, '')).json().error.type).toBe('AuthorizationException');
    expect((await api('GET', 'getHistory', { count: '0' })).json().error.type).toBe(
      'InvalidParameterException',
    );
  });

  it('builds a CSV export in the background that only its owner can download', async () => {
    const created = (await api('POST', 'createhistoryexportrequest')).json().data;
    expect(created.status).toBe('pending');
    let status = created;
    for (let attempt = 0; attempt < 50 && status.status === 'pending'; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await api('GET', 'gethistoryexportrequest', { id: created.id })).json().data;
    }
    expect(status).toMatchObject({ status: 'ready', rows: 2 });
    const file = await t.app.inject({
      method: 'GET',
      url: `/games/history-export/${created.id}.csv`,
      headers: { cookie: player.cookie },
    });
    expect(file.headers['content-type']).toContain('text/csv');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date (UTC),Game,Round,Bet,Win,Currency,Status');
    expect(lines[1]).toMatch(/,2,4\.50,USD,Settled$/);

    const stranger = await registerPlayer(t);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/games/history-export/${created.id}.csv`,
      headers: { cookie: stranger.cookie },
    });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await api('GET', 'gethistoryexportrequest', { id: created.id }, stranger.cookie)).json().error.type,
    ).toBe('InvalidParameterException');
  });
});

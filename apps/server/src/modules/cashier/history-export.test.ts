import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell } from '../../lib/csv.ts';
import { confirmContacts, form, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let player: TestPlayer;
const transactions: Record<string, string> = {};
// A random id may start with `-`, which the export defuses like a formula ('-…).
const cellPattern = (value: string | undefined) => csvCell(value).replace(/[-\\^$*+?.()|[\]{}]/g, '\\$&');

function post(action: string, fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${action}?lang=en`,
    payload: form(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: player.cookie },
  });
}

function download(query = '', cookie: string | null = player.cookie) {
  return t.app.inject({
    method: 'GET',
    url: `/cashier/history.csv${query}`,
    headers: cookie ? { cookie } : {},
  });
}

/** The CSV's lines without the byte-order mark and the final line break. */
function lines(body: string): string[] {
  return body
    .replace(/^\uFEFF/, '')
    .replace(/\r\n$/, '')
    .split('\r\n');
}

beforeAll(async () => {
  t = await createTestApp();
  player = await registerPlayer(t);
  await confirmContacts(t, player);
  const deposit = (await post('makedeposit', { method: 'bank_transfer', amount: '123400' })).json().data;
  await t.app.inject({
    method: 'POST',
    url: deposit.url,
    payload: form({ outcome: 'success' }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  transactions.deposit = deposit.transaction;
  // A wallet the player typed as a formula: its masked form still starts with "=".
  const withdrawal = await post('makewithdrawal', {
    method: 'skrill',
    amount: '5000',
    wallet: '=cmd|calc!A1',
  });
  expect(withdrawal.statusCode, withdrawal.body).toBe(200);
  transactions.withdrawal = withdrawal.json().data.transaction;
});
afterAll(() => t.close());

describe('GET /cashier/history.csv', () => {
  it('downloads every payment, newest first, with spec amounts and formulas defused', async () => {
    const response = await download();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="history-all-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith('\uFEFF')).toBe(true);
    const [header, withdrawal, deposit, ...rest] = lines(response.body);
    expect(rest).toEqual([]);
    expect(header).toBe(
      'Date (UTC),Type,Method,Amount,Currency,Status,Transaction ID,Paid to,Completed (UTC)',
    );
    expect(withdrawal).toMatch(
      new RegExp(
        `^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2},Withdrawal,Skrill wallet,50,USD,Requested,${cellPattern(transactions.withdrawal)},'=cm\\*\\*\\*A1,$`,
      ),
    );
    expect(deposit).toMatch(
      new RegExp(
        `^[\\d: -]{19},Deposit,Bank transfer,"1,234",USD,Completed,${cellPattern(transactions.deposit)},,\\d{4}-\\d{2}-\\d{2} [\\d:]{8}$`,
      ),
    );
  });

  it('takes the history filter and the language', async () => {
    const deposits = await download('?type=deposit&lang=de');
    expect(deposits.headers['content-disposition']).toContain('history-deposit-');
    const [header, row, ...rest] = lines(deposits.body);
    expect(rest).toEqual([]);
    expect(header?.startsWith('Datum (UTC),')).toBe(true);
    expect(row).toContain(',Einzahlung,');
    expect(row).toContain(',Abgeschlossen,');
  });

  it('refuses guests and unknown filters', async () => {
    const guest = await download('', null);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.type).toBe('AuthorizationException');
    const junk = await download('?type=bonus');
    expect(junk.statusCode).toBe(400);
    expect(junk.json().error.type).toBe('InvalidParameterException');
  });
});

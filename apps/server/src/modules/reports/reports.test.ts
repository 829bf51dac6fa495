import { STAFF_ROLES } from '@casino/shared/backoffice/backoffice-access';
import { mayReadReport, REPORT_NAMES, REPORTS } from '@casino/shared/backoffice/reports';
import { formatAmount, minorUnits } from '@casino/shared/money/minor-units';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backofficeCall, signedInStaff, type TestStaff } from '../../test/staff-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer } from '../../test/wallet-factory.ts';
import { EXPORT_BATCH } from './reports.service.ts';

let t: TestApp;
let admin: TestStaff;
let playerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, 'admin');
  playerId = await insertPlayer(t.database.db, 'XTS');
  await fundPlayer(t.database.db, playerId, 5_000, 'XTS');
  // Payments of one player: amounts 1..n hundred, every second one a withdrawal, all created at the
  // same instant (the export's batches must still neither repeat nor skip a row).
  await sql`
    insert into payments (public_id, user_id, direction, method, amount, currency, status, created_at)
    select 'rpt-' || n, ${playerId}, case when n % 2 = 0 then 'withdrawal' else 'deposit' end, 'visa_mastercard',
      n * 100, 'XTS', case when n % 2 = 0 then 'requested' else 'success' end, '2026-11-20T10:00:00.123456Z'
    from generate_series(1, ${EXPORT_BATCH * 2 + 50}) as n
  `.execute(t.database.db);
});
afterAll(() => t.close());

type Page = { total: number; more: boolean; rows: Record<string, string | number | boolean | null>[] };

async function report(cookie: string, fields: Record<string, string>) {
  return backofficeCall(t, 'reports.get', fields, cookie);
}

async function page(fields: Record<string, string>): Promise<Page> {
  const response = await report(admin.cookie, fields);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

function exportCsv(name: string, query: Record<string, string>, cookie?: string) {
  return t.app.inject({
    method: 'GET',
    url: `/backoffice/reports/${name}.csv?${new URLSearchParams(query)}`,
    headers: { 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) },
  });
}

describe('reports', () => {
  it('answers each report to the roles it lists and refuses the others, the CSV too', async () => {
    for (const role of STAFF_ROLES) {
      const staff = role === 'admin' ? admin : await signedInStaff(t, role);
      for (const name of REPORT_NAMES) {
        const response = await report(staff.cookie, { report: name, count: '5' });
        const csv = await exportCsv(name, {}, staff.cookie);
        const allowed = mayReadReport(name, role);
        expect(response.statusCode, `${role} ${name}`).toBe(allowed ? 200 : 403);
        expect(csv.statusCode, `${role} ${name} csv`).toBe(allowed ? 200 : 403);
        if (allowed) {
          const columns = REPORTS[name].columns.map((column) => column.key);
          for (const row of response.json().data.rows) expect(Object.keys(row)).toEqual(columns);
        }
      }
    }
    // Content edits the site and sees no report; finance sees the ledger, support does not.
    expect(REPORT_NAMES.some((name) => mayReadReport(name, 'content'))).toBe(false);
    expect([mayReadReport('ledger', 'finance'), mayReadReport('ledger', 'support')]).toEqual([true, false]);
  });

  it('filters, sorts and pages on the server', async () => {
    const filters = JSON.stringify({
      player_id: String(playerId),
      direction: 'withdrawal',
      'amount.from': '1000',
      'amount.to': '2000',
    });
    const first = await page({ report: 'payments', filters, sort: 'amount', order: 'asc', count: '4' });
    // Withdrawals are the even n: amounts 1,000 to 2,000 by 200.
    expect(first.total).toBe(6);
    expect(first.rows.map((row) => row.amount)).toEqual([1000, 1200, 1400, 1600]);
    expect(first.rows.every((row) => row.direction === 'withdrawal' && row.player_id === playerId)).toBe(
      true,
    );
    const second = await page({
      report: 'payments',
      filters,
      sort: 'amount',
      order: 'asc',
      count: '4',
      offset: '4',
    });
    expect(second.rows.map((row) => row.amount)).toEqual([1800, 2000]);
    const newest = await page({ report: 'payments', filters, count: '1' });
    expect(newest.rows[0]?.amount).toBe(2000);
    const byTime = await page({
      report: 'payments',
      filters: JSON.stringify({ 'created_at.from': '2026-11-20', 'created_at.to': '2026-11-20' }),
      count: '1',
    });
    expect(byTime.total).toBe(EXPORT_BATCH * 2 + 50);
    const ledger = await page({ report: 'ledger', filters: JSON.stringify({ player_id: String(playerId) }) });
    expect(ledger.rows[0]).toMatchObject({ player_id: playerId, currency: 'XTS', amount: 5_000 });
  });

  it('refuses a column it cannot sort or filter by, or a value not of its type, in the error envelope', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ sort: 'method' }, 'sort'],
      [{ sort: 'password_hash' }, 'sort'],
      [{ filters: JSON.stringify({ password_hash: 'x' }) }, 'filters.password_hash'],
      [{ filters: JSON.stringify({ completed_at: 'x' }) }, 'filters.completed_at'],
      [{ filters: JSON.stringify({ player_id: '1 or 1=1' }) }, 'filters.player_id'],
      [{ filters: JSON.stringify({ status: 'paid' }) }, 'filters.status'],
      [{ filters: JSON.stringify({ 'amount.from': '10.5' }) }, 'filters.amount.from'],
      [{ filters: JSON.stringify({ 'created_at.to': 'yesterday' }) }, 'filters.created_at.to'],
      [{ filters: JSON.stringify({ 'status.from': 'a' }) }, 'filters.status.from'],
      [{ filters: '[' }, 'filters'],
      [{ order: 'sideways' }, 'order'],
    ];
    for (const [fields, field] of cases) {
      const response = await report(admin.cookie, { report: 'payments', ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(response.json().error.invalid_parameters), JSON.stringify(fields)).toContain(field);
    }
    expect((await report(admin.cookie, { report: 'nope' })).statusCode).toBe(400);
  });

  it('exports the whole filtered table as CSV in batches, every row once, formula-safe, audited', async () => {
    await t.database.db
      .updateTable('payments')
      .set({ method: '=HYPERLINK("http://evil.test")' })
      .where('public_id', '=', 'rpt-1')
      .execute();
    const filters = JSON.stringify({ player_id: String(playerId) });
    const csv = await exportCsv('payments', { filters, sort: 'created_at', order: 'asc' }, admin.cookie);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = csv.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(`\uFEFF${REPORTS.payments.columns.map((column) => column.label).join(',')}`);
    const ids = lines.slice(1).map((line) => line.split(',')[0]);
    expect(ids).toHaveLength(EXPORT_BATCH * 2 + 50);
    expect(new Set(ids).size).toBe(ids.length);
    expect(lines.find((line) => line.includes('rpt-1,'))).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    // Amounts as the site writes them (spec §9), not minor units.
    expect(lines.find((line) => line.includes('rpt-2,'))).toContain(
      `,${formatAmount(minorUnits(200))},XTS,requested,`,
    );

    const [audit] = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'reports.export')
      .where('staff_id', '=', admin.id)
      .orderBy('id', 'desc')
      .execute();
    expect(audit).toMatchObject({
      target_type: 'report',
      target_id: 'payments',
      after: { sort: 'created_at', order: 'asc', filters: { player_id: String(playerId) } },
    });
  });

  it('refuses an export without a two-factor sign-in, from another site, or with a bad filter', async () => {
    expect((await exportCsv('payments', {})).statusCode).toBe(401);
    const crossSite = await t.app.inject({
      method: 'GET',
      url: '/backoffice/reports/payments.csv',
      headers: { 'sec-fetch-site': 'cross-site', cookie: admin.cookie },
    });
    expect(crossSite.statusCode).toBe(403);
    const bad = await exportCsv('payments', { sort: 'method' }, admin.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.invalid_parameters).toHaveProperty('sort');
    expect((await exportCsv('staff_users', {}, admin.cookie)).statusCode).toBe(404);
  });

  it('reports the web vitals’ 75th percentile per day, route and metric (decision 0052)', async () => {
    const rows = [
      ...[100, 200, 300, 400].map((value) => ({ route: 'index', name: 'LCP', value, rating: 'good' })),
      { route: 'index', name: 'CLS', value: 0.3, rating: 'poor' },
      { route: 'game', name: 'LCP', value: 5000, rating: 'poor' },
    ].map((row) => ({ ...row, day: '2026-11-20' }));
    await t.database.db.insertInto('web_vitals').values(rows).execute();
    const result = await page({
      report: 'web_vitals',
      sort: 'p75',
      order: 'desc',
      filters: JSON.stringify({ 'day.from': '2026-11-20', 'day.to': '2026-11-20', metric: 'LCP' }),
    });
    expect(
      result.rows.map(({ route, metric, p75, good, samples }) => ({ route, metric, p75, good, samples })),
    ).toEqual([
      { route: 'game', metric: 'LCP', p75: '5000', good: 0, samples: 1 },
      { route: 'index', metric: 'LCP', p75: '325', good: 100, samples: 4 },
    ]);
    const csv = await exportCsv('web_vitals', { filters: JSON.stringify({ route: 'index' }) }, admin.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('CLS');
    expect(csv.body).toContain('0.3000');
  });
});

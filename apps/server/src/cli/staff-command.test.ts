import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../lib/crypto/totp.ts';
import { DEMO_ADMIN_FILE, ensureDemoAdmin } from '../modules/staff/staff.service.ts';
import { form } from '../test/player-factory.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { runStaff, STAFF_USAGE } from './staff-command.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function signIn(fields: Record<string, string>) {
  return t.app.inject({
    method: 'POST',
    url: '/backoffice/api/staff.signIn',
    payload: form(fields),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

describe('npm run staff', () => {
  it('creates an admin whose printed password and secret sign in', async () => {
    const lines: string[] = [];
    const status = await runStaff(
      ['create-admin', '--email', 'owner@casino.example', '--name', 'Owner'],
      t.database.db,
      (line) => lines.push(line),
    );
    expect(status).toBe(0);
    const password = /password:\s+(\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    const secret = /authenticator secret:\s+(\S+)/.exec(lines.join('\n'))?.[1] ?? '';
    expect(lines.join('\n')).toContain(`otpauth://totp/`);
    const response = await signIn({
      email: 'owner@casino.example',
      password,
      code: totpCode(secret, Date.now()),
    });
    expect(response.json().data).toMatchObject({
      status: 'signed_in',
      staff: { role: 'admin', name: 'Owner' },
    });
    const [audit] = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'staff.create')
      .execute();
    expect(audit).toMatchObject({ staff_id: null, user_agent: 'command line' });

    // The same e-mail again is refused.
    expect(await runStaff(['create-admin', '--email', 'OWNER@casino.example'], t.database.db, () => {})).toBe(
      1,
    );
  });

  it('answers its usage without an e-mail', async () => {
    const lines: string[] = [];
    expect(await runStaff(['create-admin'], t.database.db, (line) => lines.push(line))).toBe(2);
    expect(lines[0]).toBe(STAFF_USAGE);
  });

  it('seeds no demo admin once staff exist (the admin created above)', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'staff-demo-'));
    expect(await ensureDemoAdmin(t.database.db, dataDir)).toBeUndefined();
    expect(() => readFileSync(path.join(dataDir, DEMO_ADMIN_FILE))).toThrow();
  });
});

import { backofficeContract } from '@casino/shared/backoffice/backoffice.contract';
import type { BackofficeActionName, StaffRole } from '@casino/shared/backoffice/backoffice-access';
import { expect } from 'vitest';
import { generateTotpSecret, totpCode } from '../lib/crypto/totp.ts';
import { createStaff } from '../modules/staff/staff.service.ts';
import { form } from './player-factory.ts';
import type { TestApp } from './test-app.ts';

export const STAFF_PASSWORD = 'correct horse battery';
let sequence = 0;

export interface TestStaff {
  id: number;
  email: string;
  secret: string;
  cookie: string;
}

/** A back-office call as the app makes it (form body, same origin), as `cookie`'s staff member. */
export function backofficeCall(
  t: TestApp,
  action: string,
  fields: Record<string, string> = {},
  cookie?: string,
  extra: Record<string, string> = {},
) {
  const method = backofficeContract[action as BackofficeActionName]?.method ?? 'POST';
  const query = method === 'GET' ? `?${new URLSearchParams(fields)}` : '';
  return t.app.inject({
    method,
    url: `/backoffice/api/${action}${query}`,
    ...(method === 'POST' ? { payload: form(fields) } : {}),
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...(cookie ? { cookie } : {}),
      ...extra,
    },
    // Spread over addresses so the per-address sign-in limit does not trip a long test file.
    remoteAddress: `10.9.${sequence % 250}.1`,
  });
}

export function staffCookie(setCookie: string | string[] | undefined): string {
  const values = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const value = values.find((header) => header.startsWith('bo_sid='));
  if (!value) throw new Error('no staff session cookie');
  return value.split(';')[0] as string;
}

/** A staff member of `role` with an enrolled authenticator, signed in with password and code. */
export async function signedInStaff(t: TestApp, role: StaffRole): Promise<TestStaff> {
  sequence += 1;
  const email = `${role}${sequence}-${Date.now()}@staff.test`;
  const secret = generateTotpSecret();
  const staff = await createStaff(
    t.database.db,
    { staffId: null, ip: null, userAgent: 'test' },
    { email, name: role, role, password: STAFF_PASSWORD, totpSecret: secret },
  );
  const response = await backofficeCall(t, 'staff.signIn', {
    email,
    password: STAFF_PASSWORD,
    code: totpCode(secret, Date.now()),
  });
  expect(response.json().data?.status, response.body).toBe('signed_in');
  return { id: staff.id, email, secret, cookie: staffCookie(response.headers['set-cookie']) };
}

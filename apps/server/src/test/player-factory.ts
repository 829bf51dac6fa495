import type { TestApp } from './test-app.ts';

let sequence = 0;

/** A form-encoded body, as the site posts. */
export function form(fields: Record<string, string>): string {
  return new URLSearchParams(fields).toString();
}

export interface TestPlayer {
  uid: number;
  email: string;
  password: string;
  /** The `sid=…` pair to send as Cookie. */
  cookie: string;
}

/** The session cookie pair of a reply, e.g. `sid=abc`. */
export function sessionCookie(setCookie: string | string[] | undefined): string {
  const header = Array.isArray(setCookie) ? setCookie.find((value) => value.startsWith('sid=')) : setCookie;
  if (!header) throw new Error('no session cookie in the reply');
  return header.split(';')[0] as string;
}

/** Registers a player through the API, as the site does. */
export async function registerPlayer(
  t: TestApp,
  overrides: Record<string, string> = {},
): Promise<TestPlayer> {
  sequence += 1;
  const email = overrides.email ?? `player${sequence}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'secret12';
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth.register?lang=en',
    payload: form({ email, password, terms: '1', currency: 'USD', ...overrides }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    // Each player registers from their own address, as real ones do (registration is limited per IP).
    remoteAddress: `10.0.${sequence % 250}.${Math.floor(sequence / 250) + 1}`,
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  return {
    uid: response.json().data.uid,
    email,
    password,
    cookie: sessionCookie(response.headers['set-cookie']),
  };
}

/** Marks the player's contacts confirmed, as entering the emailed code would (for what needs a confirmed one). */
export async function confirmContacts(t: TestApp, player: TestPlayer): Promise<void> {
  await t.database.db
    .updateTable('user_contacts')
    .set({ is_confirmed: true })
    .where('user_id', '=', player.uid)
    .execute();
}

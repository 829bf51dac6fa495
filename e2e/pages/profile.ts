import { createHmac } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { AuthPopupPage } from './auth-popup.ts';
import { SitePage } from './site-page.ts';

export type ProfileChild = 'settings' | 'security' | 'notification';

/** The profile pages: personal data, contacts, password, two-factor, sessions, notifications. */
export class ProfilePage {
  readonly site: SitePage;
  readonly popup: AuthPopupPage;

  constructor(readonly page: Page) {
    this.site = new SitePage(page);
    this.popup = new AuthPopupPage(page);
  }

  open(child: ProfileChild) {
    return this.site.goto(`/profile/${child}`);
  }

  /** A titled card of the page (a labelled region). */
  card(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  get personal() {
    return this.card('Personal information');
  }

  get contacts() {
    return this.card('Contact details');
  }

  get password() {
    return this.card('Change password');
  }

  get twoFactor() {
    return this.card('Two-factor authentication');
  }

  get sessions() {
    return this.card('Active sessions');
  }

  field(scope: Locator, label: string): Locator {
    return scope.getByLabel(label, { exact: true });
  }

  /** One contact of the contact list, by the text it shows. */
  contact(text: string | RegExp): Locator {
    return this.contacts.getByRole('listitem').filter({ hasText: text });
  }

  /** Confirms a contact of the contact list with the code the outbox holds for it. */
  async confirmContact(contact: string) {
    const item = this.contact(contact);
    await item.getByRole('button', { name: 'Send code' }).click();
    // The code field shows once the code was sent, so the outbox holds it by then.
    const code = this.field(item, 'Confirmation code');
    await code.waitFor();
    await code.fill(await outboxCode(this.page.request, contact));
    await item.getByRole('button', { name: 'Confirm' }).click();
    await item.getByText('Confirmed', { exact: true }).waitFor();
  }

  /** Registers a new player with the popup (who lands on the deposit page) and returns the login. */
  async register(tag: string, password = 'secret12'): Promise<string> {
    const email = `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await this.site.goto('/?show_popup_reg=1');
    await this.popup.register(email, password);
    await this.page.waitForURL(/\/cashier\/deposit$/);
    return email;
  }

  async changePassword(current: string, next: string) {
    await this.field(this.password, 'Current password').fill(current);
    await this.field(this.password, 'New password').fill(next);
    await this.field(this.password, 'Repeat the new password').fill(next);
    await this.password.getByRole('button', { name: 'Change password' }).click();
  }

  async logOut() {
    await this.site.logOut();
  }
}

/** The 6-digit code of the newest message the outbox holds for `to` (dev outbox page). */
export async function outboxCode(request: APIRequestContext, to: string): Promise<string> {
  const outbox = await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json();
  const code = /\b(\d{6})\b/.exec(outbox.messages[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`No code in the outbox for ${to}`);
  return code;
}

/** The path and query of the newest outbox message's link to `path` for `to` (e-mail links of decision 0029). */
export async function outboxLink(request: APIRequestContext, to: string, path: string): Promise<string> {
  const outbox = await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`)).json();
  const links: string[] = outbox.messages[0]?.body.match(/https?:\/\/\S+/g) ?? [];
  const link = links.map((each) => new URL(each)).find((url) => url.pathname === path);
  if (!link) throw new Error(`No ${path} link in the outbox for ${to}`);
  return `${link.pathname}${link.search}`;
}

function base32Decode(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/[\s=]/g, '').toUpperCase()) {
    value = (value << 5) | alphabet.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The code an authenticator app shows for `secret` now (RFC 6238: SHA-1, 6 digits, 30 s). */
export function authenticatorCode(secret: string, now = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] as number) & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

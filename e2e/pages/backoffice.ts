import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { totpCode } from '../../apps/server/src/lib/crypto/totp.ts';

/** The authenticator's time step (RFC 6238's 30 s). */
const TOTP_STEP_MS = 30_000;

/** The demo admin the e2e server seeded into its data directory (demo mode, decision 0014). */
export function demoAdmin(): { email: string; password: string; totpSecret: string } {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return JSON.parse(readFileSync(path.join(dataDir, 'backoffice-admin.json'), 'utf8'));
}

async function waitForStep(step: number): Promise<void> {
  const wait = step * TOTP_STEP_MS - Date.now() + 200;
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

/**
 * Runs one staff member's sign-in while no other e2e worker signs them in, with a code time whose step
 * no earlier sign-in used (the server accepts each step once): `signIn` answers the step it used. The
 * turn is a directory made atomically in the run's data directory; one left by a worker that died is
 * taken over after a minute.
 */
async function inTotpTurn(email: string, codeAt: number, signIn: (at: number) => Promise<number>) {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) return signIn(codeAt);
  const name = email.replace(/[^a-z0-9]/gi, '_');
  const turn = path.join(dataDir, `totp-turn-${name}`);
  const usedFile = path.join(dataDir, `totp-used-${name}`);
  for (;;) {
    try {
      mkdirSync(turn);
      break;
    } catch {
      if (existsSync(turn) && Date.now() - statSync(turn).mtimeMs > 60_000)
        rmSync(turn, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    const used = existsSync(usedFile) ? Number(readFileSync(usedFile, 'utf8')) : -1;
    let at = codeAt;
    if (Math.floor(at / TOTP_STEP_MS) <= used) {
      await waitForStep(used + 1);
      at = Date.now();
    }
    writeFileSync(usedFile, String(await signIn(at)));
  } finally {
    rmSync(turn, { recursive: true, force: true });
  }
}

/** The operator back-office (/backoffice): sign-in, navigation and its pages. */
export class BackofficePage {
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main#main');
  }

  async open(section = '') {
    await this.page.goto(`/backoffice${section}`);
  }

  field(label: string | RegExp): Locator {
    return this.main.getByLabel(label);
  }

  /**
   * Signs in with password and the authenticator code of `secret` (enrolling first when asked), the
   * code of the time `codeAt`. A code is accepted once, and no earlier one after it: the workers take
   * turns per staff member (`inTotpTurn`), each with a step no sign-in used yet. Should a code still be
   * refused (a sign-in outside these tests), it tries the next step's once that step has come.
   */
  async signIn(email: string, password: string, secret?: string, codeAt = Date.now()) {
    await this.open();
    await this.field('E-mail').fill(email);
    await this.field('Password').fill(password);
    await this.main.getByRole('button', { name: 'Continue' }).click();
    const code = this.field('Authenticator code');
    await code.waitFor();
    const enrolled = secret ?? (await this.main.getByTestId('totp-secret').textContent()) ?? '';
    const sections = this.page.getByRole('navigation', { name: 'Sections' });
    const refused = this.main.getByText('Wrong or expired code');
    await inTotpTurn(email, codeAt, async (firstAt) => {
      for (let attempt = 0, at = firstAt; ; attempt += 1) {
        await code.fill(totpCode(enrolled, at));
        await this.main.getByRole('button', { name: 'Sign in' }).click();
        await expect(sections.or(refused)).toBeVisible();
        if (await sections.isVisible()) return Math.floor(at / TOTP_STEP_MS);
        if (attempt === 2) throw new Error(`${email}: every authenticator code was refused`);
        await waitForStep(Math.floor(Date.now() / TOTP_STEP_MS) + 1);
        at = Date.now();
      }
    });
  }

  /** The enrolment's secret, shown to a staff member without an authenticator. */
  enrolmentSecret(): Locator {
    return this.main.getByTestId('totp-secret');
  }

  section(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name });
  }

  async goTo(name: string) {
    await this.section(name).click();
    await expect(this.main.getByRole('heading', { level: 1, name })).toBeVisible();
  }

  async createStaff(staff: { email: string; name: string; role: string; password: string }) {
    const form = this.main.getByRole('form', { name: 'Create a staff account' });
    await form.getByLabel('E-mail').fill(staff.email);
    await form.getByLabel('Name').fill(staff.name);
    await form.getByLabel('Role').selectOption(staff.role);
    await form.getByLabel('Initial password').fill(staff.password);
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(this.main.getByRole('status')).toContainText(`${staff.email} created as ${staff.role}`);
  }

  /** A row of the table on the page holding a cell with exactly `text`. */
  row(text: string): Locator {
    return this.main
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name: text, exact: true }) });
  }

  async signOut() {
    await this.page.getByRole('button', { name: 'Sign out' }).click();
    await expect(this.main.getByRole('heading', { name: 'Back-office sign-in' })).toBeVisible();
  }
}

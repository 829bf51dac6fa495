import type { Locator, Page } from '@playwright/test';

// The e2e project compiles without the DOM library: the browser globals a paste needs, as used here.
declare const DataTransfer: new () => { setData(format: string, data: string): void };
declare const ClipboardEvent: new (type: string, init: Record<string, unknown>) => object;

/** The authentication popup: sign-in, registration (full, fast, social), two-factor and social registration views. */
export class AuthPopupPage {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  field(label: string | RegExp) {
    return this.dialog.getByLabel(label, { exact: typeof label === 'string' });
  }

  /** The email-confirm dialog queued after a registration with an email (spec §4). */
  get confirmEmail(): Locator {
    return this.page.getByRole('dialog', { name: 'Confirm your email' });
  }

  /** Fills and sends the full registration form. */
  async submitRegistration(email: string, password: string) {
    await this.field('Email').fill(email);
    await this.field('Password').fill(password);
    await this.dialog.getByLabel(/I confirm that I am at least 18/).check();
    await this.dialog.getByRole('button', { name: 'Create account' }).click();
  }

  /**
   * What a registration leads to (the next page, or the popup that completes a social registration)
   * comes only after several round trips in a row — the account, its identify and sign-up events, then
   * the next page, its hydration and its settings — which in CI, two browsers and the server on two
   * cores, took 5–6 s.
   */
  static readonly AFTER_REGISTRATION = { timeout: 15_000 };

  /**
   * Registers with the full form. The email-confirm dialog that follows (spec §4) is put off with
   * "Later", as a player in a hurry would: the tests using this are about what comes after.
   */
  async register(email: string, password: string) {
    await this.submitRegistration(email, password);
    await this.confirmEmailLater();
    await this.closeCampaignPopup();
  }

  /** The demo's campaign popup, queued after a registration behind the email confirm (spec §4). */
  get campaignPopup(): Locator {
    return this.page.getByRole('dialog', { name: 'Your welcome bonus is waiting' });
  }

  async closeCampaignPopup() {
    await this.campaignPopup.getByRole('button', { name: 'Close' }).click();
    await this.campaignPopup.waitFor({ state: 'detached' });
  }

  async confirmEmailLater() {
    await this.confirmEmail.getByRole('button', { name: 'Later' }).click();
    await this.confirmEmail.waitFor({ state: 'detached' });
  }

  /** Picks a registration variant (By email, By phone, Social networks). */
  async chooseVariant(label: string) {
    await this.dialog.getByRole('button', { name: label, exact: true }).click();
  }

  /** Pastes text into a field as a player's clipboard would (the phone field reads pasted numbers). */
  async paste(label: string, text: string) {
    await this.field(label).evaluate((input, value) => {
      const data = new DataTransfer();
      data.setData('text/plain', value);
      (input as unknown as { dispatchEvent(event: object): boolean }).dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
      );
    }, text);
  }

  async signIn(login: string, password: string) {
    await this.field('Email or phone number').fill(login);
    await this.field('Password').fill(password);
    await this.dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
}

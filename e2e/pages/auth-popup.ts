import type { Locator, Page } from '@playwright/test';

/** The authentication popup: sign-in, registration and two-factor views. */
export class AuthPopupPage {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog');
  }

  field(label: string | RegExp) {
    return this.dialog.getByLabel(label, { exact: typeof label === 'string' });
  }

  async register(email: string, password: string) {
    await this.field('Email').fill(email);
    await this.field('Password').fill(password);
    await this.dialog.getByLabel(/I confirm that I am at least 18/).check();
    await this.dialog.getByRole('button', { name: 'Create account' }).click();
  }

  async signIn(login: string, password: string) {
    await this.field('Email or phone number').fill(login);
    await this.field('Password').fill(password);
    await this.dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  }
}

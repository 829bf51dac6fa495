import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site-page.ts';

/** The support page's feedback form. */
export class SupportPage {
  readonly site: SitePage;
  readonly form: Locator;

  constructor(readonly page: Page) {
    this.site = new SitePage(page);
    this.form = page.locator('form.feedback-form');
  }

  open() {
    return this.site.goto('/support');
  }

  async send(message: { subject: string; message: string; email?: string }) {
    await this.form.getByLabel('Subject', { exact: true }).fill(message.subject);
    await this.form.getByLabel('Your message', { exact: true }).fill(message.message);
    if (message.email !== undefined)
      await this.form.getByLabel('Your email', { exact: true }).fill(message.email);
    await this.form.getByRole('button', { name: 'Send message' }).click();
  }
}

import type { Locator, Page } from '@playwright/test';
import { AuthPopupPage } from './auth-popup.ts';
import { SitePage } from './site-page.ts';

/** The profile's responsible-gaming page: the deposit limit and self-exclusion. */
export class ResponsibleGamingPage {
  readonly site: SitePage;
  readonly popup: AuthPopupPage;
  readonly depositLimit: Locator;
  readonly selfExclusion: Locator;

  constructor(readonly page: Page) {
    this.site = new SitePage(page);
    this.popup = new AuthPopupPage(page);
    this.depositLimit = page.getByRole('region', { name: 'Deposit limit', exact: true });
    this.selfExclusion = page.getByRole('region', { name: 'Self-exclusion', exact: true });
  }

  open() {
    return this.site.goto('/profile/responsible-game');
  }

  /** Sets the limit: a period label ('7 days' … or 'No limit') and whole units of the currency. */
  async setDepositLimit(period: string, amount?: number) {
    await this.depositLimit.getByLabel('Period').selectOption({ label: period });
    if (amount !== undefined) await this.depositLimit.getByLabel(/^Limit/).fill(String(amount));
    await this.depositLimit
      .getByRole('button', { name: period === 'No limit' ? 'Remove limit' : 'Set limit' })
      .click();
  }

  async selfExclude(period: string, password: string) {
    await this.selfExclusion.getByLabel('Exclusion period').selectOption({ label: period });
    await this.selfExclusion.getByLabel('Your password, to confirm').fill(password);
    await this.selfExclusion.getByRole('button', { name: 'Exclude me' }).click();
  }

  /** Starts a deposit of whole units on the cashier's deposit page, where a refusal stays on the page. */
  async tryDeposit(amount: number) {
    await this.site.goto('/cashier/deposit');
    await this.site.main.getByLabel(/^Amount/).fill(String(amount));
    await this.site.main.getByRole('button', { name: /^Deposit/ }).click();
  }
}

import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site-page.ts';

/** The promotions list (`/promotions`): one titled card per promotion, with its action and details. */
export class PromotionsPage {
  readonly site: SitePage;

  constructor(readonly page: Page) {
    this.site = new SitePage(page);
  }

  async open() {
    await this.site.goto('/promotions');
  }

  card(title: string | RegExp): Locator {
    return this.site.main.getByRole('article', { name: title });
  }

  /** Opens the PromotionsDetailPopup of a card. */
  async openDetails(title: string | RegExp) {
    await this.card(title).getByRole('button', { name: 'Details' }).click();
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
}

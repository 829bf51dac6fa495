import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { SitePage } from './site-page.ts';

/** The cashback page of the profile and the unseen-cashback popup. */
export class CashbackPage {
  readonly site: SitePage;
  readonly popup: Locator;

  constructor(readonly page: Page) {
    this.site = new SitePage(page);
    this.popup = page.getByRole('dialog', { name: 'Your cashback is here' });
  }

  open() {
    return this.site.goto('/profile/cashback');
  }

  /**
   * Demo mode's cashback clock (decision 0014 stand-in): the signed-in player's running period ends now
   * and its cashback is granted. Answers how many cashbacks it granted.
   */
  async endRunningPeriod(): Promise<number> {
    const response = await this.page.request.post('/providers/cashback/close-period');
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: { granted: number } }).data.granted;
  }

  /** A cashback of the list, by its programme's name. */
  card(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }
}

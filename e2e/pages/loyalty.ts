import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { SitePage } from './site-page.ts';

/** The loyalty pages: the programme, the shop with its dialogs, and the profile's points page. */
export class LoyaltyPage {
  readonly site: SitePage;
  readonly profilePoints: Locator;
  readonly shopPoints: Locator;
  readonly confirm: Locator;
  readonly bought: Locator;
  readonly insufficient: Locator;

  constructor(readonly page: Page) {
    this.site = new SitePage(page);
    this.profilePoints = page.getByTestId('loyalty-points');
    this.shopPoints = page.getByTestId('loyalty-shop-points');
    this.confirm = page.getByRole('dialog', { name: 'Confirm your purchase' });
    // The purchase is announced by a product toast (spec §2.3).
    this.bought = page.getByRole('status').filter({ hasText: 'Purchase complete' });
    this.insufficient = page.getByRole('dialog', { name: 'Not enough points' });
  }

  openProgramme() {
    return this.site.goto('/loyalty');
  }

  openShop() {
    return this.site.goto('/loyalty/shop');
  }

  openProfile() {
    return this.site.goto('/profile/loyalty');
  }

  /** A product of the shop, by its title. */
  product(title: string): Locator {
    return this.page.getByRole('article', { name: title });
  }

  /** Buys a product through the confirm dialog and waits for the purchase's toast. */
  async buy(title: string) {
    await this.product(title).getByRole('button', { name: 'Buy' }).click();
    await expect(this.confirm).toBeVisible();
    await this.confirm.getByRole('button', { name: 'Buy' }).click();
    await expect(this.bought).toBeVisible();
  }

  /** A row of the points history, by its reason. */
  historyRows(reason: string | RegExp): Locator {
    return this.page.getByRole('row').filter({ hasText: reason });
  }
}

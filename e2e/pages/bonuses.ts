import type { Locator, Page } from '@playwright/test';
import { SitePage } from './site-page.ts';

/** The profile's bonuses page: active, waiting and finished casino bonuses, each a titled card. */
export class BonusesPage {
  readonly site: SitePage;

  constructor(readonly page: Page) {
    this.site = new SitePage(page);
  }

  async open() {
    await this.site.goto('/profile/bonuses');
    await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }

  /** A group of the list: 'Active bonus', 'Waiting to be activated' or 'Finished bonuses'. */
  group(title: string): Locator {
    return this.site.main.getByRole('region', { name: title, exact: true });
  }

  card(group: string, title: string | RegExp): Locator {
    return this.group(group).getByRole('article', { name: title });
  }

  /** The confirm dialog a button opened (spec §2.3 bonus activate or remove, burning bonuses). */
  get dialog(): Locator {
    return this.page.getByRole('dialog');
  }
}

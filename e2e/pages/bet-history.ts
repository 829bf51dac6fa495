import type { Locator, Page } from '@playwright/test';

/** The profile's bet history: Open / Settled / All, bet cards with their legs and cash-out. */
export class BetHistoryPage {
  readonly main: Locator;
  readonly bets: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main#main');
    this.bets = this.main.locator('article.bet-card');
  }

  async goto(query = '') {
    await this.page.goto(`/profile/bets${query}`);
    await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }

  filter(name: 'Open' | 'Settled' | 'All') {
    return this.main
      .getByRole('navigation', { name: 'Filter bets' })
      .getByRole('link', { name, exact: true });
  }

  /** The value of a bet's summary line ("Total stake", "Potential return", "Return"). */
  summary(bet: Locator, term: string) {
    return bet
      .locator('.bet-card__summary > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
      .locator('dd');
  }
}

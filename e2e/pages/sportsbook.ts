import type { Locator, Page } from '@playwright/test';

/** The sportsbook: /betting (sports, live now, starting soon, events), an event page and the bet slip. */
export class SportsbookPage {
  readonly main: Locator;
  readonly slip: Locator;
  readonly slipToggle: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main#main');
    this.slip = this.main.locator('aside.bet-slip');
    this.slipToggle = this.slip.locator('.bet-slip__toggle');
  }

  async waitForHydration() {
    await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }

  async goto(query = '') {
    await this.page.goto(`/betting${query}`);
    await this.waitForHydration();
  }

  section(name: string) {
    return this.main
      .locator('section')
      .filter({ has: this.page.getByRole('heading', { level: 2, name, exact: true }) });
  }

  events(within: Locator = this.main) {
    return within.locator('li.event-row');
  }

  /** The price buttons of the main market of the nth event in a list. */
  mainPrices(event: Locator) {
    return event.locator('.event-row__odds button.odds-button');
  }

  /** On a phone the slip is a drawer: opened from its toggle when closed. */
  async openSlip() {
    if (await this.slipToggle.isVisible()) await this.slipToggle.click();
  }

  slipSelections() {
    return this.slip.locator('li.slip-selection');
  }

  /** The receipt the slip shows after placing. */
  receipt() {
    return this.slip.getByRole('region', { name: 'Bet receipt' });
  }

  /** A line of the receipt ("Bet ID", "Stake", "Potential return"). */
  receiptValue(term: string) {
    return this.receipt()
      .locator('.slip-summary > div')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
      .locator('dd');
  }

  potentialReturn() {
    return this.slip.getByTestId('potential-return');
  }
}

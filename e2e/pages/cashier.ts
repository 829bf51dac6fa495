import { expect, type Locator, type Page } from '@playwright/test';

/** The cashier pages (deposit, withdraw, history, receipt, wallet, pay pages) and the demo gateway page. */
export class CashierPage {
  readonly main: Locator;
  readonly balance: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main#main');
    this.balance = page.getByTestId('balance');
  }

  field(label: string | RegExp) {
    return this.main.getByLabel(label);
  }

  async waitForHydration() {
    await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }

  async gotoDeposit(sysname?: string) {
    await this.page.goto(sysname ? `/cashier/deposit/${sysname}` : '/cashier/deposit');
    await this.waitForHydration();
  }

  async chooseDepositMethod(name: string | RegExp) {
    await this.main
      .getByRole('navigation', { name: 'Choose a payment method' })
      .getByRole('link', { name })
      .click();
  }

  /** The deposit form's bonus offers (a radio group; "Continue without a bonus" is one of them). */
  offers() {
    return this.main.getByRole('group', { name: 'Choose your bonus' });
  }

  async chooseOffer(name: string | RegExp) {
    await this.offers().getByRole('radio', { name }).check();
  }

  /** Submits a deposit of `amount` whole dollars and waits for the gateway page. */
  async deposit(amount: number) {
    await this.field(/^Amount/).fill(String(amount));
    await this.main.getByRole('button', { name: /^Deposit/ }).click();
    await this.page.waitForURL(/\/providers\/pay\//);
  }

  /** On the gateway page: "Pay successfully", "Decline payment", "Leave pending" or "Cancel payment". */
  async gatewayOutcome(name: 'Pay successfully' | 'Decline payment' | 'Leave pending' | 'Cancel payment') {
    await this.page.getByRole('button', { name }).click();
  }

  async gotoWithdraw() {
    await this.page.goto('/cashier/withdraw');
    await this.waitForHydration();
  }

  async chooseWithdrawMethod(name: string | RegExp) {
    await this.main.getByRole('radio', { name }).check();
  }

  async withdraw() {
    await this.main.getByRole('button', { name: /^Withdraw/ }).click();
  }

  async gotoHistory(query = '') {
    await this.page.goto(`/cashier/history${query}`);
    await this.waitForHydration();
  }

  historyRows() {
    return this.main.locator('table.payment-table tbody tr');
  }

  async expectBalance(text: string) {
    await expect(this.balance).toHaveText(text);
  }
}

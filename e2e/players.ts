import { expect } from './fixtures.ts';
import { AuthPopupPage } from './pages/auth-popup.ts';
import { CashierPage } from './pages/cashier.ts';
import type { SitePage } from './pages/site-page.ts';

/**
 * A new player with a deposit of `amount` dollars through the demo gateway, shown in the header; answers
 * the player's email (the password is secret12).
 */
export async function newPlayerWithDeposit(site: SitePage, amount: number, label: string) {
  const email = `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await site.goto('/?show_popup_reg=1');
  await new AuthPopupPage(site.page).register(email, 'secret12');
  await expect(site.page).toHaveURL(/\/cashier\/deposit$/, { timeout: 15_000 });
  const cashier = new CashierPage(site.page);
  await cashier.waitForHydration();
  await cashier.deposit(amount);
  await cashier.gatewayOutcome('Pay successfully');
  await expect(site.page).toHaveURL(/\/cashier\/paysuccess\/[\w-]+$/);
  await cashier.expectBalance(`$${amount}`);
  return email;
}

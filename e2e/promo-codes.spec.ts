import { expect, test } from './fixtures.ts';
import { AuthPopupPage } from './pages/auth-popup.ts';
import { BonusesPage } from './pages/bonuses.ts';

test('a player activates a promo code, sees the popup and the bonus, and cannot use it twice', async ({
  site,
  page,
  checkA11y,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const bonuses = new BonusesPage(page);
  const email = `e2e-promo-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await site.goto('/?show_popup_reg=1');
  await new AuthPopupPage(page).register(email, 'secret12');
  await expect(page).toHaveURL(/\/cashier\/deposit$/);

  await bonuses.open();
  await checkA11y(page);
  await bonuses.activatePromoCode('welcome10');
  await expect(bonuses.dialog).toContainText('Promo code activated');
  await expect(bonuses.dialog).toContainText(/Promo code WELCOME10: \$10(\.00)? bonus is yours/);
  await checkA11y(page);
  await bonuses.dialog.getByRole('button', { name: 'Great' }).click();
  await expect(bonuses.card('Active bonus', 'Promo code WELCOME10')).toContainText('$10');

  await bonuses.activatePromoCode('WELCOME10');
  await expect(site.main.getByText('You have already used this promo code')).toBeVisible();
  // The refusal is a 400 answer, which the browser reports.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
  consoleErrors.length = 0;
});

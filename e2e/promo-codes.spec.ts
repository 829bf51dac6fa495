import { expect, test } from './fixtures.ts';
import { BonusesPage } from './pages/bonuses.ts';
import { registerPlayer } from './players.ts';

test('a player activates a promo code, sees the popup and the bonus, and cannot use it twice', async ({
  site,
  page,
  checkA11y,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const bonuses = new BonusesPage(page);
  await registerPlayer(page, 'promo');

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
  // Spec §8: a refused code also sends the promocode-not-found analytics event.
  await expect
    .poll(() =>
      page.evaluate(
        "(window.dataLayer || []).some((entry) => entry.event === 'promocode-not-found' && entry.promo_code === 'WELCOME10')",
      ),
    )
    .toBe(true);
  // The refusal is a 400 answer, which the browser reports.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
  consoleErrors.length = 0;
});

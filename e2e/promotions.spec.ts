import { expect, test } from './fixtures.ts';
import { BonusesPage } from './pages/bonuses.ts';
import { PromotionsPage } from './pages/promotions.ts';
import { registerPlayer } from './players.ts';

test('a guest sees the promotions and opens one; a player takes the promo-code promotion', async ({
  site,
  page,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  const promotions = new PromotionsPage(page);
  await promotions.open();
  await expect(site.heading).toHaveText('Promotions');
  await expect(promotions.card('Welcome bonus 100%')).toBeVisible();
  await expect(promotions.card('Weekly cashback 10%')).toBeVisible();
  await checkA11y(page);

  await promotions.openDetails('Welcome bonus 100%');
  await expect(promotions.dialog).toContainText('Double your first deposit');
  await checkA11y(page);
  await promotions.dialog.getByRole('link', { name: 'Open the promotion page' }).click();
  await expect(site.heading).toHaveText('Welcome bonus 100%');
  await expect(page).toHaveURL(/\/promotions\/1$/);
  await checkA11y(page);
  await site.main.getByRole('link', { name: "The offer's terms" }).click();
  await expect(page).toHaveURL(/\/offers\/1$/);
  await expect(site.main).toContainText('100% of the deposit up to $500');
  await checkA11y(page);
  // The offers list (spec §2.1 `/offers`): every running deposit offer, each linking to its own page.
  await site.main.getByRole('link', { name: 'All deposit offers' }).click();
  await expect(site.heading).toHaveText('Deposit offers');
  await expect(
    promotions.card('Reload bonus 50%').getByRole('link', { name: 'Reload bonus 50%' }),
  ).toBeVisible();
  await expect(promotions.card('Welcome bonus 100%')).toBeVisible();
  await checkA11y(page);

  await registerPlayer(page, 'promotions');

  await promotions.open();
  await promotions.card('Promo code WELCOME10').getByRole('button', { name: 'Take the bonus' }).click();
  await expect(promotions.dialog).toContainText('Promo code activated');
  await promotions.dialog.getByRole('button', { name: 'Great' }).click();

  const bonuses = new BonusesPage(page);
  await bonuses.open();
  await expect(bonuses.card('Active bonus', 'Promo code WELCOME10')).toContainText('$10');
});

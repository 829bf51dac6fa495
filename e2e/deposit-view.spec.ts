import { expect, test } from './fixtures.ts';
import { CashierPage } from './pages/cashier.ts';
import { ProfilePage } from './pages/profile.ts';

// cms-config cashier.depositViewContainer `container` (spec §9; decision 0060): the chosen method's form
// opens in the list's place. The demo content says `scroll` and content cannot change under a running
// server, so the deposit page's data is answered with `container` on the way to the browser (a client
// navigation's single-fetch answer carries the loader's `"view","scroll"`).
test('with the container view the deposit form takes the place of the methods, with a way back', async ({
  page,
  site,
}) => {
  const profile = new ProfilePage(page);
  const cashier = new CashierPage(page);
  await profile.register('container');
  let turned = 0;
  await page.route(/\/cashier\/deposit(\/[\w-]+)?\.data/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const container = body.replace('"view","scroll"', '"view","container"');
    if (container !== body) turned += 1;
    await route.fulfill({ response, body: container });
  });

  await site.goto('/profile/settings');
  await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(site.heading).toHaveText('Deposit');
  expect(turned).toBeGreaterThan(0);
  const methods = page.getByRole('navigation', { name: 'Choose a payment method' });
  // The methods alone until one is chosen.
  await expect(methods).toBeVisible();
  await expect(cashier.field(/^Amount/)).toHaveCount(0);

  await cashier.chooseDepositMethod(/Skrill wallet/);
  await expect(page).toHaveURL(/\/cashier\/deposit\/skrill$/);
  await expect(cashier.field(/^Amount/)).toBeVisible();
  await expect(methods).toHaveCount(0);

  await page.getByRole('link', { name: 'All payment methods' }).click();
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  await expect(methods).toBeVisible();
  await expect(cashier.field(/^Amount/)).toHaveCount(0);
});

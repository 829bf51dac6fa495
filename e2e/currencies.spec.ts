import { expect, test } from './fixtures.ts';
import { AuthPopupPage } from './pages/auth-popup.ts';
import { CashierPage } from './pages/cashier.ts';

// Decision 0051: a player chooses a currency at registration, the country change resets it per the
// content's currency settings, and every amount after is in that currency, never converted.

// A browser language without a region: the registration starts at the first country listed, not at the
// visitor's (issue 21), which would be the United States for en-US.
test.use({ locale: 'en' });

test('a player registers in euros, chosen through the country change, and sees every amount in euros', async ({
  site,
  page,
}) => {
  test.slow();
  const email = `e2e-eur-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const popup = new AuthPopupPage(page);
  const cashier = new CashierPage(page);

  await site.goto('/?show_popup_reg=1');
  const currency = popup.field('Currency');
  // The first country lists no currencies of its own: every offered one, the first chosen.
  await expect(currency).toHaveValue('USD');
  await currency.selectOption({ label: 'Brazilian real (BRL)' });
  // Germany does not offer reals: the selected currency cannot stay, the fallback takes Germany's first.
  await popup.field('Country of residence').selectOption({ label: 'Germany' });
  await expect(currency).toHaveValue('EUR');
  await expect(currency.locator('option')).toHaveText(['Euro (EUR)', 'US dollar (USD)', 'Tether (USDT)']);
  // Brazil offers the dollar the player picks now, so the country change keeps it.
  await currency.selectOption({ label: 'US dollar (USD)' });
  await popup.field('Country of residence').selectOption({ label: 'Brazil' });
  await expect(currency).toHaveValue('USD');
  await popup.field('Country of residence').selectOption({ label: 'Germany' });
  await currency.selectOption({ label: 'Euro (EUR)' });

  await popup.register(email, 'secret12');
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  await cashier.waitForHydration();
  await cashier.expectBalance('€0');

  // The cashier's presets and range are the euro's (content), and the gateway charges euros.
  await cashier.field(/^Amount/).fill('5');
  await page.getByRole('button', { name: /^Deposit/ }).click();
  await expect(page.getByText('Amount must be between €10 and €5,000')).toBeVisible();
  await page.getByRole('button', { name: '€50', exact: true }).click();
  await page.getByRole('button', { name: 'Deposit €50' }).click();
  await page.waitForURL(/\/providers\/pay\//);
  await expect(page.locator('p.amount')).toHaveText('€50');
  await cashier.gatewayOutcome('Pay successfully');
  await expect(page).toHaveURL(/\/cashier\/paysuccess\/[\w-]+$/);
  await cashier.expectBalance('€50');
});

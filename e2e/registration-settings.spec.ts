import { expect, test } from './fixtures.ts';
import { AuthPopupPage } from './pages/auth-popup.ts';

// Spec §4 registration 5 and 6: the form follows the chosen country and language.

test.use({ locale: 'en' });

test('choosing a language in the registration form opens the site in it, the form open again', async ({
  site,
  page,
}) => {
  const popup = new AuthPopupPage(page);
  await site.goto('/gamehall?show_popup_reg=1');
  const language = popup.field('Language');
  await expect(language).toHaveValue('en');
  await language.selectOption({ label: 'Deutsch' });

  await expect(page).toHaveURL(/\/de\/gamehall\?show_popup_reg=1$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  // The registration popup again, in German, its choice now German.
  await expect(popup.field('Sprache')).toHaveValue('de');
  await expect(popup.dialog.getByRole('button', { name: 'Konto erstellen' })).toBeVisible();
});

test("a country change re-fetches the country's personal fields", async ({ site, page }) => {
  const popup = new AuthPopupPage(page);
  await site.goto('/?show_popup_reg=1');
  await popup.field('Currency').selectOption({ label: 'Brazilian real (BRL)' });
  const fetched = page.waitForRequest(
    (request) =>
      request.url().includes('/api/account.getPersonalDataFields') &&
      new URL(request.url()).searchParams.get('country') === 'DE',
  );
  await popup.field('Country of residence').selectOption({ label: 'Germany' });
  await fetched;
  // The resets of the same change still hold, each built on the last: Germany offers no reals.
  await expect(popup.field('Country of residence')).toHaveValue('DE');
  await expect(popup.field('State or region')).toHaveValue('BW');
  await expect(popup.field('Currency')).toHaveValue('EUR');
});

test.describe('from a browser in Brazilian Portuguese', () => {
  test.use({ locale: 'pt-BR' });

  test("the registration starts at the visitor's country, not the first listed", async ({ site, page }) => {
    const popup = new AuthPopupPage(page);
    await site.goto('/?show_popup_reg=1');
    await expect(popup.field('Country of residence')).toHaveValue('BR');
  });
});

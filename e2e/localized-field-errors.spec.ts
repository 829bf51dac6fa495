import { expect, test } from './fixtures.ts';
import { AuthPopupPage } from './pages/auth-popup.ts';
import { PASSWORD, uniqueEmail } from './players.ts';

// Spec §5, §8: the platform's field errors reach a German form in German, through the validation
// dictionary, whatever the form itself checked before sending.
test('a German registration shows the server’s field errors in German', async ({
  page,
  site,
  request,
  consoleErrors,
}) => {
  const popup = new AuthPopupPage(page);
  await site.goto('/de?show_popup_reg=1');
  await expect(popup.dialog.getByRole('heading', { name: 'Konto erstellen' })).toBeVisible();

  // The form accepts the address; on its way the address turns into one the platform refuses.
  await page.route('**/api/auth.register?*', async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? '');
    body.set('email', 'not-an-address');
    body.set('password', 'abc');
    await route.continue({ postData: body.toString() });
  });
  await popup.field('E-Mail').fill(`e2e-${Date.now()}@example.com`);
  await popup.field('Passwort').fill('secret12');
  await popup.dialog.getByLabel(/Ich bestätige, dass ich mindestens 18/).check();
  await popup.dialog.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(popup.dialog.getByText('ungültige E-Mail-Adresse', { exact: true })).toBeVisible();
  await expect(popup.dialog.getByText('wrong email address')).toHaveCount(0);
  await expect(popup.field('E-Mail')).toHaveAttribute('aria-invalid', 'true');
  await page.unroute('**/api/auth.register?*');

  // An address someone already registered: the platform's own refusal, in German too.
  // Registered from elsewhere (its own cookies): this browser stays a guest.
  const taken = uniqueEmail('taken');
  const registered = await request.post('/api/auth.register?lang=en', {
    form: { email: taken, password: PASSWORD, terms: '1', notify: '0' },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(registered.ok()).toBe(true);
  await popup.field('E-Mail').fill(taken);
  await popup.dialog.getByRole('button', { name: 'Konto erstellen' }).click();
  await expect(popup.dialog.getByText('Diese E-Mail-Adresse ist bereits registriert')).toBeVisible();
  expect(consoleErrors.every((error) => error.includes('status of 400'))).toBe(true);
  consoleErrors.length = 0;
});

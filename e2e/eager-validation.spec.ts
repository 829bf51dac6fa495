import { expect, test } from './fixtures.ts';
import { ProfilePage } from './pages/profile.ts';

// cms-config flags.validationTiming `eager` (spec §5; decisions 0054, 0060): the profile forms check a field
// as it changes. The demo content validates on submit and content cannot change under a running server, so
// the page's data is answered with the setting turned to eager on the way to the browser: a client
// navigation's single-fetch answer carries the root's shell config (`"validationTiming","submit"`).
test('with eager validation the profile and cashier forms mark a field as it is typed and clear it once fixed', async ({
  page,
}) => {
  const profile = new ProfilePage(page);
  await profile.register('eager');
  let turned = 0;
  await page.route(/\/(profile\/settings|cashier\/deposit)\.data/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    const eager = body.replace('"validationTiming","submit"', '"validationTiming","eager"');
    if (eager !== body) turned += 1;
    await route.fulfill({ response, body: eager });
  });

  await profile.open('security');
  await page.getByRole('link', { name: 'Personal details' }).click();
  await expect(profile.site.heading).toHaveText('Personal details');
  // The prefetch on pointing and the navigation may each ask; the answer the page used was turned.
  expect(turned).toBeGreaterThan(0);

  // Nothing is sent: the field says what is wrong as it changes, the untouched ones stay unmarked.
  const firstName = profile.field(profile.personal, 'First name');
  await firstName.fill('Ana1');
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  await expect(profile.personal.getByText('Wrong field')).toBeVisible();
  await expect(profile.field(profile.personal, 'Last name')).not.toHaveAttribute('aria-invalid', 'true');
  await firstName.fill('Ana');
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true');

  // The password form follows the same setting.
  await profile.field(profile.password, 'New password').fill('abc');
  await expect(profile.field(profile.password, 'New password')).toHaveAttribute('aria-invalid', 'true');
  await expect(profile.field(profile.password, 'Current password')).not.toHaveAttribute(
    'aria-invalid',
    'true',
  );

  // So does the cashier's deposit form, reached from the header.
  turned = 0;
  await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(profile.site.heading).toHaveText('Deposit');
  expect(turned).toBeGreaterThan(0);
  const amount = page.getByLabel(/^Amount/);
  await amount.fill('5');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Amount must be between $10 and $5,000')).toBeVisible();
  await amount.fill('50');
  await expect(amount).not.toHaveAttribute('aria-invalid', 'true');
});

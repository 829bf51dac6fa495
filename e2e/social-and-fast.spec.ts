import { expect, test } from './fixtures.ts';
import { AuthPopupPage } from './pages/auth-popup.ts';

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e6)}`;

test('a player signs up through the demo social provider and completes the registration', async ({
  site,
  page,
  context,
  checkA11y,
}) => {
  // A pop-up journey, an accessibility check of each view and a registration: more than a page's work.
  test.slow();
  const popup = new AuthPopupPage(page);
  await site.goto('/?show_popup_reg=1');
  const demo = popup.dialog.getByRole('button', { name: 'Continue with a demo account' });
  await expect(demo).toBeVisible();

  // Spec §4: with the terms unaccepted the social flow does not start and the box shows its error.
  await demo.click();
  await expect(popup.dialog.getByText('Please tick this box to continue')).toBeVisible();
  await popup.dialog.getByLabel(/I confirm that I am at least 18/).check();
  await expect(popup.dialog.getByText('Please tick this box to continue')).toBeHidden();

  const opened = context.waitForEvent('page');
  await demo.click();
  const provider = await opened;
  await provider.waitForLoadState();
  expect(new URL(provider.url()).pathname).toBe('/oauth/demo/authorize');
  expect(provider.viewportSize()).toEqual({ width: 640, height: 480 });
  await expect(provider.getByRole('heading', { name: 'Demo sign-in' })).toBeVisible();
  await checkA11y(provider);
  await provider.getByLabel('Name').fill('Sam Social');
  await provider.getByLabel('Email').fill(`social-${unique()}@example.com`);
  const closed = provider.waitForEvent('close');
  await provider.getByRole('button', { name: 'Continue' }).click();
  await closed;

  // The new account lacks the country: the popup asks for it and cannot be closed.
  await expect(popup.dialog.getByRole('heading', { name: 'Complete your registration' })).toBeVisible(
    AuthPopupPage.AFTER_REGISTRATION,
  );
  await expect(popup.dialog.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(popup.dialog).toBeVisible();
  await expect(popup.field('Country of residence')).toBeVisible();
  await expect(popup.field('Email')).toHaveCount(0);
  await checkA11y(page);

  await popup.dialog.getByRole('button', { name: 'Finish registration' }).click();
  await expect(popup.dialog.getByText('Please tick this box to continue')).toBeVisible();
  await popup.field('Country of residence').selectOption('DE');
  await popup.dialog.getByLabel(/I confirm that I am at least 18/).check();
  await popup.dialog.getByRole('button', { name: 'Finish registration' }).click();
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  await expect(page.getByTestId('balance')).toBeVisible();
  // The network's email is a contact still to confirm: the after-registration queue asks (spec §4).
  await expect(popup.confirmEmail).toBeVisible();
  await popup.confirmEmailLater();
  await popup.closeCampaignPopup();
  await expect(popup.dialog).toHaveCount(0);
});

test('a player signs up fast by phone, the pasted number picking its country', { tag: '@mobile' }, async ({
  site,
  page,
  checkA11y,
}) => {
  test.slow();
  const popup = new AuthPopupPage(page);
  await site.goto('/?show_popup_reg=1');
  await popup.chooseVariant('By phone');
  await expect(popup.dialog.getByRole('button', { name: 'By phone' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(popup.field('Email')).toHaveCount(0);
  await expect(popup.field('Dialling code')).toHaveValue('US');
  await checkA11y(page);

  // The mask of the chosen country shapes the digits while typing.
  await popup.field('Phone number').fill('4155550');
  await expect(popup.field('Phone number')).toHaveValue('(415) 555-0');
  await popup.field('Password').fill('secret12');
  await popup.dialog.getByLabel(/I confirm that I am at least 18/).check();
  await popup.dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(popup.dialog.getByText('wrong phone format')).toBeVisible();

  const national = `151${unique().slice(-8)}`;
  await popup.field('Phone number').fill('');
  await popup.paste('Phone number', `+49 ${national}`);
  await expect(popup.field('Dialling code')).toHaveValue('DE');
  await expect(popup.field('Phone number')).toHaveValue(`${national.slice(0, 4)} ${national.slice(4)}`);
  // The email-confirm source looks at the new player's contacts.
  const looked = page.waitForResponse((response) => response.url().includes('/api/account.getprofileinfo'));
  await popup.dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  await expect(page.getByTestId('balance')).toBeVisible();
  expect((await looked).ok()).toBe(true);
  // No email to confirm: the campaign popup is all that is queued after this registration.
  await popup.closeCampaignPopup();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the social networks variant shows the social block instead of a form', async ({ site, page }) => {
  const popup = new AuthPopupPage(page);
  await site.goto('/?show_popup_reg=1');
  await popup.chooseVariant('Social networks');
  await expect(popup.dialog.getByText('Sign up with a social network')).toBeVisible();
  await expect(popup.dialog.getByRole('button', { name: 'Create account' })).toHaveCount(0);
  await expect(popup.dialog.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
});

test('a blocked sign-in window goes on in the same tab, as flags.popupFallbacks says', async ({
  site,
  page,
}) => {
  // The browser refuses every window the page asks for, as a pop-up blocker would.
  await page.addInitScript('window.open = () => null;');
  const popup = new AuthPopupPage(page);
  await site.goto('/?show_popup_reg=1');
  await popup.dialog.getByLabel(/I confirm that I am at least 18/).check();
  await popup.dialog.getByRole('button', { name: 'Continue with a demo account' }).click();
  await expect(page).toHaveURL(/\/oauth\/demo\/authorize/);
  await page.getByLabel('Name').fill('Tab Social');
  await page.getByLabel('Email').fill(`social-tab-${unique()}@example.com`);
  await page.getByRole('button', { name: 'Continue' }).click();
  // Back on the site, signed in: the new account lacks the country, so the registration asks for it.
  await expect(popup.dialog.getByRole('heading', { name: 'Complete your registration' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

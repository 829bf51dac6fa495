import { test as base, expect } from './fixtures.ts';
import { PartnerPage } from './pages/partner-page.ts';

/*
 * The partner page is served by the test itself (page.route), which Chromium counts as a public
 * address; its frame of the casino on localhost would then fall to Local Network Access checks, a
 * limit of this set-up only (a real partner page and the casino are both public sites).
 */
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) => {
      await use({
        ...launchOptions,
        args: [...(launchOptions.args ?? []), '--disable-features=LocalNetworkAccessChecks'],
      });
    },
    { scope: 'worker' },
  ],
});

/*
 * Spec §2.2: /forms/sign_in and /forms/sign_up run inside a partner's frame and tell the partner what
 * happened with postMessage to its exact origin.
 */

const envelope = (message: Record<string, unknown>) => ({ source: 'casino-forms', message });

test('framed sign-up and sign-in tell the partner page, which hears the casino origin only', async ({
  page,
  context,
  baseURL,
}) => {
  const casino = new URL(baseURL ?? '').origin;
  const email = `e2e-frame-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const partner = new PartnerPage(page, casino);

  await partner.open('/forms/sign_up?backUrl=%2Fgamehall');
  const signUp = partner.frame;
  await expect(signUp.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await signUp.getByLabel('Email', { exact: true }).fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill('secret12');
  await signUp.getByLabel(/I confirm that I am at least 18/).check();
  await signUp.getByRole('button', { name: 'Create account' }).click();
  await expect.poll(() => partner.received()).toEqual([envelope({ type: 'refresh_user' })]);
  // The frame stays put: what happens next is the partner's call.
  await expect(signUp.getByRole('heading', { name: 'Create an account' })).toBeVisible();

  // A new visit, signed out: the sign-in form.
  await context.clearCookies();
  await partner.open('/forms/sign_in?backUrl=%2Fgamehall');
  const signIn = partner.frame;
  await expect(signIn.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await signIn.getByLabel('Email or phone number', { exact: true }).fill(email);
  await signIn.getByLabel('Password', { exact: true }).fill('secret12');
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect.poll(() => partner.received()).toEqual([envelope({ type: 'refresh_user' })]);
  // The session is the casino's own, usable on the casino's pages.
  expect((await page.request.get(`${casino}/api/account.getInfo?lang=en&v=2.34`)).ok()).toBe(true);

  // "Sign up" asks the partner to open the casino's registration popup, back address kept.
  await signIn.getByRole('button', { name: 'Sign up', exact: true }).click();
  // The close button asks the partner to close the frame.
  await signIn.getByRole('button', { name: 'Close' }).click();
  await expect
    .poll(() => partner.received())
    .toEqual([
      envelope({ type: 'refresh_user' }),
      envelope({ type: 'redirect', url: '/?show_popup_reg=1&backUrl=%2Fgamehall' }),
      envelope({ type: 'close' }),
    ]);
});

test('opened on its own, the sign-in form has no close button and sends "Sign up" to the site', async ({
  page,
  site,
  checkA11y,
}) => {
  await site.goto('/forms/sign_in');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await checkA11y(page);
  // "Sign up" goes to the site's registration popup itself.
  await page.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/\?show_popup_reg=1$/);
  await expect(page.getByRole('dialog').getByRole('heading', { name: 'Create an account' })).toBeVisible();
});

test('opened on its own, the sign-up form ends as the site does: the queued dialogs and the deposit page', async ({
  page,
  site,
}) => {
  const email = `e2e-form-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await site.goto('/forms/sign_up');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel(/I confirm that I am at least 18/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  const confirmEmail = page.getByRole('dialog', { name: 'Confirm your email' });
  await expect(confirmEmail).toContainText(email);
  await confirmEmail.getByRole('button', { name: 'Later' }).click();
  await expect(page.getByTestId('balance')).toHaveText('$0');
});

import { expect, test } from './fixtures.ts';
import { AuthPopupPage } from './pages/auth-popup.ts';

test('a new player registers, lands on the deposit page, signs out and signs in again', async ({
  site,
  page,
  checkA11y,
  consoleErrors,
}) => {
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const popup = new AuthPopupPage(page);

  await site.goto('/?show_popup_reg=1');
  await expect(popup.dialog.getByRole('heading', { name: 'Create an account' })).toBeVisible();
  await expect(popup.field('Email')).toBeVisible();
  await checkA11y(page);

  // The shared validators answer before anything is sent.
  await popup.dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(popup.field('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(popup.dialog.getByText('Please tick this box to continue')).toBeVisible();

  await popup.register(email, 'secret12');
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  await expect(page.getByTestId('balance')).toHaveText('$0');

  await site.logOut();
  await expect(page).toHaveURL(/\/$/);
  await expect(site.signInLink).toBeVisible();

  await site.signInLink.click();
  await popup.signIn(email, 'wrong-password');
  await expect(popup.dialog.getByRole('alert')).toHaveText('Wrong login or password');
  // The refused sign-in is the one failed request the browser reports.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 401')]);
  consoleErrors.length = 0;
  await popup.signIn(email, 'secret12');
  await expect(page.getByTestId('balance')).toBeVisible();
  await expect(page).not.toHaveURL(/show_popup_auth/);
});

test('a guest sent away from the cashier returns there after signing in', async ({ site, page }) => {
  const email = `e2e-guard-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const popup = new AuthPopupPage(page);
  await site.goto('/?show_popup_reg=1');
  await popup.register(email, 'secret12');
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  await site.logOut();
  await expect(site.signInLink).toBeVisible();

  await page.goto('/profile/settings');
  await expect(page).toHaveURL(/redirectUrl=%2Fprofile%2Fsettings/);
  await site.goto(`${new URL(page.url()).pathname}${new URL(page.url()).search}&show_popup_auth=1`);
  await popup.signIn(email, 'secret12');
  await expect(page).toHaveURL(/\/profile\/settings$/);
});

test('a player who forgot the password restores it with the code from the outbox', async ({
  site,
  page,
  request,
}) => {
  const email = `e2e-restore-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const popup = new AuthPopupPage(page);
  await site.goto('/?show_popup_reg=1');
  await popup.register(email, 'secret12');
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  await site.logOut();
  await expect(site.signInLink).toBeVisible();

  await site.signInLink.click();
  await popup.dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(popup.dialog.getByRole('heading', { name: 'Restore password' })).toBeVisible();
  await popup.field('Email or phone number').fill(email);
  await popup.dialog.getByRole('button', { name: 'Send instructions' }).click();
  await expect(popup.dialog.getByText('Instructions have been sent.', { exact: false })).toBeVisible();

  const outbox = await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).json();
  const code = /\b(\d{6})\b/.exec(outbox.messages[0].body)?.[1] ?? '';
  await popup.field('Confirmation code').fill(code);
  await popup.field('New password').fill('brandnew1');
  await popup.dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(popup.dialog.getByText('Your password has been changed.', { exact: false })).toBeVisible();

  await popup.signIn(email, 'brandnew1');
  await expect(page.getByTestId('balance')).toBeVisible();
});

test('a player confirms the email with the code from the outbox, turns on two-factor and signs in with a code', async ({
  site,
  page,
  consoleErrors,
}) => {
  const email = `e2e-2fa-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const popup = new AuthPopupPage(page);
  const latestCode = async () => {
    const outbox = await (await page.request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).json();
    return /\b(\d{6})\b/.exec(outbox.messages[0].body)?.[1] ?? '';
  };
  const call = (action: string, form: Record<string, string>) =>
    page.request.post(`/api/${action}?lang=en&v=2.34`, { form });

  await site.goto('/?show_popup_reg=1');
  await popup.register(email, 'secret12');
  await expect(page).toHaveURL(/\/cashier\/deposit$/);

  // The player's own session (the page's cookies) confirms the email and turns two-factor on.
  expect((await call('account.sendconfirmationtocontact', { contact: email })).ok()).toBe(true);
  expect((await call('account.confirmContact', { contact: email, code: await latestCode() })).ok()).toBe(
    true,
  );
  expect((await call('account.changeTwoFactorAuth', { enable: '1', method: 'code' })).ok()).toBe(true);

  await site.logOut();
  await expect(site.signInLink).toBeVisible();
  await site.signInLink.click();
  await popup.signIn(email, 'secret12');
  await expect(popup.dialog.getByRole('heading', { name: 'Two-factor authentication' })).toBeVisible();
  await expect(popup.dialog.getByText(/Resend code in \d+ s/)).toBeVisible();
  // The first step's answer (two-factor is enabled) is a 401 the browser reports.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 401')]);
  consoleErrors.length = 0;
  await popup.field('Confirmation code').fill(await latestCode());
  await popup.dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByTestId('balance')).toBeVisible();
});

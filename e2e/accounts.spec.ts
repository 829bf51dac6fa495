import { expect, test } from './fixtures.ts';
import { AuthPopupPage } from './pages/auth-popup.ts';
import { outboxCode } from './pages/profile.ts';

test('a new player registers, lands on the deposit page, signs out and signs in again', {
  tag: '@mobile',
}, async ({ site, page, checkA11y, consoleErrors }) => {
  // The whole account life cycle in one test: registration, the queued email dialog, two documents.
  test.slow();
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
  // Spec §8: a refused sign-in sends an analytics event with the error code.
  const failureEvent = page.waitForRequest((request) => request.url().includes('/api/events.handle'));
  await popup.signIn(email, 'wrong-password');
  await expect(popup.dialog.getByRole('alert')).toHaveText('Wrong login or password');
  const event = new URL((await failureEvent).url()).searchParams;
  expect(event.get('event_name')).toBe('login_failed');
  expect(JSON.parse(event.get('event_params') ?? '{}')).toMatchObject({ error_code: 'Authorization' });
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

test('a sign-in never follows a redirectUrl that leaves the site; signed-in pages are private', async ({
  site,
  page,
  baseURL,
  consoleErrors,
}) => {
  // Registration and three sign-ins.
  test.slow();
  const email = `e2e-open-redirect-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const popup = new AuthPopupPage(page);
  const offSite: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('evil.example')) offSite.push(request.url());
  });
  await page.route(
    (url) => url.hostname.endsWith('evil.example'),
    (route) => route.fulfill({ contentType: 'text/html', body: 'evil' }),
  );
  await site.goto('/?show_popup_reg=1');
  await popup.register(email, 'secret12');
  await expect(page).toHaveURL(/\/cashier\/deposit$/);

  const signedIn = await page.request.get('/gamehall');
  expect(signedIn.headers()['cache-control']).toBe('private, no-store');

  for (const hostile of ['/..//evil.example', '/.//evil.example', '/%2e%2e//evil.example']) {
    await site.logOut();
    await expect(site.signInLink).toBeVisible();
    await site.goto(`/?${new URLSearchParams({ redirectUrl: hostile, show_popup_auth: '1' })}`);
    await popup.signIn(email, 'secret12');
    await expect(page.getByTestId('balance')).toBeVisible();
    await page.waitForLoadState('load');
    expect(new URL(page.url()).origin).toBe(baseURL);
  }
  expect(offSite).toEqual([]);
  // Calls still under way as the player signs out may be refused (401); nothing else may go wrong.
  expect(consoleErrors.filter((error) => !error.includes('status of 401'))).toEqual([]);
  consoleErrors.length = 0;
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

  // The code is issued just after the answer (an answer as quick for unknown logins).
  const restoreMessage = async () => {
    const outbox = await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).json();
    return outbox.messages.find(
      (message: { subject: string }) => message.subject === 'Restore your password',
    );
  };
  await expect.poll(restoreMessage).toBeTruthy();
  const code = /\b(\d{6})\b/.exec((await restoreMessage()).body)?.[1] ?? '';
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
  expect(
    (await call('account.changeTwoFactorAuth', { enable: '1', method: 'code', password: 'secret12' })).ok(),
  ).toBe(true);

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

test('after registering, the player confirms the email in the dialog queued before the deposit page', async ({
  site,
  page,
  checkA11y,
  consoleErrors,
}) => {
  const email = `e2e-queue-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const popup = new AuthPopupPage(page);
  await site.goto('/?show_popup_reg=1');
  await popup.submitRegistration(email, 'secret12');

  // Spec §4: the email-confirm popup is queued and the player goes on to the deposit page.
  await expect(page).toHaveURL(/\/cashier\/deposit$/, AuthPopupPage.AFTER_REGISTRATION);
  await expect(popup.confirmEmail).toBeVisible();
  await expect(popup.confirmEmail).toContainText(email);
  await expect(page.getByTestId('balance')).toHaveText('$0');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await checkA11y(page);

  await popup.confirmEmail.getByRole('button', { name: 'Send the code' }).click();
  const code = popup.confirmEmail.getByLabel('Confirmation code', { exact: true });
  await expect(code).toBeFocused();
  await expect(popup.confirmEmail.getByText(/Resend code in \d+ s/)).toBeVisible();
  // A wrong code keeps the dialog open with the field's error.
  await code.fill('000000');
  await popup.confirmEmail.getByRole('button', { name: 'Confirm' }).click();
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  // The refused code is the one failed request the browser reports.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
  consoleErrors.length = 0;
  await code.fill(await outboxCode(page.request, email));
  await popup.confirmEmail.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Contact confirmed' })).toBeVisible();
  // Next in the queue: the campaign popup, whose button leads to the deposit page.
  await expect(popup.campaignPopup).toContainText('Make your first deposit and we double it');
  await checkA11y(page);
  await popup.campaignPopup.getByRole('link', { name: 'Get the bonus' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/cashier\/deposit$/);

  // Confirmed: the profile shows it, and the next registration-like moment has nothing to ask.
  await site.goto('/profile/settings');
  const contact = page
    .getByRole('region', { name: 'Contact details', exact: true })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(contact.getByText('Confirmed', { exact: true })).toBeVisible();
});

test('a registration with a waiting redirectUrl goes there, the email-confirm dialog on top', async ({
  site,
  page,
}) => {
  const email = `e2e-queue-back-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const popup = new AuthPopupPage(page);
  await site.goto('/?show_popup_reg=1&redirectUrl=%2Fgamehall');
  await popup.submitRegistration(email, 'secret12');
  await expect(page).toHaveURL(/\/gamehall$/, AuthPopupPage.AFTER_REGISTRATION);
  await expect(popup.confirmEmail).toBeVisible();
  await popup.confirmEmailLater();
  await popup.closeCampaignPopup();
  await expect(page).toHaveURL(/\/gamehall$/);
  await expect(page.getByTestId('balance')).toBeVisible();
});

test('a failed sign-out sends an analytics event with the error code', async ({ site, page }) => {
  const email = `e2e-logout-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await site.goto('/?show_popup_reg=1');
  await new AuthPopupPage(page).register(email, 'secret12');
  await expect(page).toHaveURL(/\/cashier\/deposit$/);

  // The platform is unreachable for the sign-out (a 503 the browser reports is an expected answer).
  await page.route('**/api/auth.logout*', (route) =>
    route.fulfill({
      status: 503,
      json: {
        error: { type: 'ApplicationUnavailableException', code: 'ApplicationUnavailable', message: 'Down' },
      },
    }),
  );
  const failureEvent = page.waitForRequest((request) => request.url().includes('/api/events.handle'));
  await page.getByRole('button', { name: 'Log out' }).click();
  const event = new URL((await failureEvent).url()).searchParams;
  expect(event.get('event_name')).toBe('logout_failed');
  expect(JSON.parse(event.get('event_params') ?? '{}')).toEqual({
    error_code: 'ApplicationUnavailable',
    error_message: 'Down',
  });
});

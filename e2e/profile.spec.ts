import type { Cookie } from '@playwright/test';
import { formatDateTime } from '../apps/web/app/lib/format.ts';
import { expect, test } from './fixtures.ts';
import { authenticatorCode, outboxCode, ProfilePage } from './pages/profile.ts';

/*
 * One player per project walks through the profile: registration is limited per address, so the
 * tests share the player (and its session cookie) and run in order.
 */
test.describe.configure({ mode: 'serial' });

const player = { email: '', password: 'secret12', cookies: [] as Cookie[] };

test('a new player sees the hints and the settings page', async ({ page }) => {
  const profile = new ProfilePage(page);
  player.email = await profile.register('profile');
  player.cookies = await page.context().cookies();
  // Spec §4: a deposit hint in the first 2 hours, a confirm hint while the login is unconfirmed.
  await expect(page.getByTestId('registration-hint')).toContainText('Make your first deposit');
  await expect(page.getByTestId('confirm-hint')).toContainText('Confirm your email');

  await profile.open('settings');
  await expect(profile.site.heading).toHaveText('Personal details');
  await expect(profile.personal).toBeVisible();
});

test('the personal data the player saves is there after a reload', async ({ page }) => {
  const profile = new ProfilePage(page);
  await page.context().addCookies(player.cookies);
  await profile.open('settings');
  const form = profile.personal;
  // The shared validators answer before anything is sent.
  await profile.field(form, 'First name').fill('Ana1');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(profile.field(form, 'First name')).toHaveAttribute('aria-invalid', 'true');
  await expect(profile.field(form, 'Last name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Wrong field')).toBeVisible();

  await profile.field(form, 'First name').fill('Ana');
  await profile.field(form, 'Last name').fill('Silva');
  await profile.field(form, 'Date of birth').fill('01021990');
  await expect(profile.field(form, 'Date of birth')).toHaveValue('01.02.1990');
  await profile.field(form, 'Gender').selectOption({ label: 'Female' });
  // The country's field set arrives with its regions, the first one chosen (spec §4).
  await profile.field(form, 'Country of residence').selectOption({ label: 'Brazil' });
  // Until Brazil's set has arrived the region still lists (and holds) the registration country's.
  await expect(profile.field(form, 'State or region').getByRole('option', { name: 'São Paulo' })).toHaveCount(
    1,
  );
  await expect(profile.field(form, 'State or region')).not.toHaveValue('');
  const region = await profile.field(form, 'State or region').inputValue();
  await profile.field(form, 'City').fill('São Paulo');
  await profile.field(form, 'Address').fill('Rua Augusta 100');
  await profile.field(form, 'Postcode').fill('01305000');
  await profile.field(form, 'Document type').selectOption({ label: 'CPF (Brazil)' });
  await profile.field(form, 'Document number').fill('12345678901');
  await expect(profile.field(form, 'Document number')).toHaveValue('123.456.789-01');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form.getByRole('status')).toHaveText('Your changes have been saved');

  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(profile.field(form, 'First name')).toHaveValue('Ana');
  await expect(profile.field(form, 'Date of birth')).toHaveValue('01.02.1990');
  await expect(profile.field(form, 'Gender')).toHaveValue('2');
  await expect(profile.field(form, 'Country of residence')).toHaveValue('BR');
  await expect(profile.field(form, 'State or region')).toHaveValue(region);
  await expect(profile.field(form, 'City')).toHaveValue('São Paulo');
  await expect(profile.field(form, 'Document number')).toHaveValue('123.456.789-01');
});

test('sent by the fill-profile confirm, the player saves, gets the toast and goes back', async ({ page }) => {
  const profile = new ProfilePage(page);
  const form = profile.personal;
  await page.context().addCookies(player.cookies);
  // Spec §2.3: the confirm leads here with from and toastType.
  await profile.site.goto('/profile/settings?from=%2Fgamehall&toastType=profile');
  await profile.field(form, 'City').fill('Campinas');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(/\/gamehall$/);
  await expect(page.getByRole('status').filter({ hasText: 'Profile updated' })).toBeVisible();
  await profile.open('settings');
  await expect(profile.field(form, 'City')).toHaveValue('Campinas');
});

test('the player confirms the email with the code from the outbox', async ({ page }) => {
  const profile = new ProfilePage(page);
  await page.context().addCookies(player.cookies);
  await profile.open('settings');

  const email = profile.contact(player.email);
  await expect(email.getByText('Not confirmed')).toBeVisible();
  await profile.confirmContact(player.email);
  await expect(email.getByText('Confirmed', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Contact confirmed' })).toBeVisible();
  await expect(page.getByTestId('confirm-hint')).toHaveCount(0);
});

test('the player adds a phone and confirms it with the code from the outbox', async ({ page, checkA11y }) => {
  const profile = new ProfilePage(page);
  await page.context().addCookies(player.cookies);
  await profile.open('settings');
  // Spec §4: the contact form is clean until edited, and clean again once saved.
  const addPhone = profile.contacts.locator('form').filter({ has: page.getByLabel('Add a phone number') });
  const add = addPhone.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await addPhone.getByLabel('Dialling code').selectOption('US');
  const national = `202${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;
  await addPhone.getByLabel('Add a phone number').fill(national);
  await expect(addPhone.getByLabel('Add a phone number')).toHaveValue(
    `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`,
  );
  await expect(add).toBeEnabled();
  await add.click();
  const phone = profile.contact(`+1 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`);
  await expect(phone.getByText('Not confirmed')).toBeVisible();
  await expect(addPhone.getByLabel('Add a phone number')).toHaveValue('');
  await expect(add).toBeDisabled();

  await phone.getByRole('button', { name: 'Send code' }).click();
  await expect(phone.getByText(/Resend code in \d+ s/)).toBeVisible();
  await profile.field(phone, 'Confirmation code').fill(await outboxCode(page.request, `1${national}`));
  await phone.getByRole('button', { name: 'Confirm' }).click();
  await expect(phone.getByText('Confirmed', { exact: true })).toBeVisible();
  await checkA11y(page);
});

test('the notification page turns newsletters off per contact and everywhere at once', async ({
  page,
  checkA11y,
}) => {
  const profile = new ProfilePage(page);
  await page.context().addCookies(player.cookies);
  await profile.open('notification');
  await expect(profile.site.heading).toHaveText('Notifications');
  await checkA11y(page);

  const newsletters = profile.card('Newsletters');
  const byEmail = newsletters.getByLabel(player.email);
  // The box follows the click at once; the choice is stored when the call answers.
  const stored = page.waitForResponse((response) => response.url().includes('account.changeSubscription'));
  await byEmail.check();
  expect((await stored).ok()).toBe(true);
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect(byEmail).toBeChecked();

  await newsletters.getByRole('button', { name: 'Unsubscribe from all newsletters' }).click();
  await expect(byEmail).not.toBeChecked();
  await expect(newsletters.getByRole('button', { name: 'Unsubscribe from all newsletters' })).toBeDisabled();
});

test('the player turns two-factor sign-in on with an authenticator app', async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  const profile = new ProfilePage(page);
  await page.context().addCookies(player.cookies);
  await profile.open('security');
  await expect(profile.site.heading).toHaveText('Security');
  const card = profile.twoFactor;
  await expect(card.getByText('Two-factor sign-in is off.')).toBeVisible();
  await checkA11y(page);

  await card.getByLabel(/Authenticator app/).check();
  // The password is asked first (spec §8 validation messages): empty, then wrong.
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText('Required field')).toBeVisible();
  await profile.field(card, 'Current password').fill('not-the-password');
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText('Wrong password')).toBeVisible();
  // The refusal is a 400 the browser reports.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
  consoleErrors.length = 0;
  await profile.field(card, 'Current password').fill(player.password);
  await card.getByRole('button', { name: 'Turn on' }).click();
  const secret = ((await card.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect(card.getByRole('link', { name: 'Open in authenticator app' })).toHaveAttribute(
    'href',
    /^otpauth:\/\/totp\//,
  );
  const qr = card.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible();
  // The image decoded: a broken data URL would leave it complete but zero-sized.
  const decoded = await qr.evaluate((element) => {
    const image = element as unknown as { complete: boolean; naturalWidth: number };
    return image.complete && image.naturalWidth > 0;
  });
  expect(decoded).toBe(true);
  await checkA11y(page);
  await profile.field(card, 'Code from the app').fill(authenticatorCode(secret));
  await card.getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('Two-factor sign-in is on.')).toBeVisible();
});

test('the player turns two-factor sign-in off with the password, and on with emailed codes', async ({
  page,
}) => {
  const profile = new ProfilePage(page);
  await page.context().addCookies(player.cookies);
  await profile.open('security');
  const card = profile.twoFactor;
  await profile.field(card, 'Current password').fill(player.password);
  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(card.getByText('Two-factor sign-in is off.')).toBeVisible();

  // Codes go to the email confirmed in an earlier test.
  await card.getByLabel(/Code by email or SMS/).check();
  await profile.field(card, 'Current password').fill(player.password);
  await card.getByRole('button', { name: 'Turn on' }).click();
  await expect(card.getByText('Two-factor sign-in is on.')).toBeVisible();
  await profile.field(card, 'Current password').fill(player.password);
  await card.getByRole('button', { name: 'Turn off' }).click();
  await expect(card.getByText('Two-factor sign-in is off.')).toBeVisible();
});

test('the player sees the signed-in devices and signs out everywhere else', async ({
  page,
  playwright,
  baseURL,
}) => {
  const profile = new ProfilePage(page);
  await page.context().addCookies(player.cookies);
  const phone = await playwright.request.newContext({
    baseURL,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  const signIn = await phone.post('/api/auth.login?lang=en&v=2.34', {
    form: { login: player.email, password: player.password },
  });
  expect(signIn.ok()).toBe(true);

  await profile.open('security');
  const sessions = profile.sessions.getByTestId('session');
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions.filter({ hasText: 'Safari on iOS' })).toHaveCount(1);

  await profile.sessions.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(profile.sessions.getByText('You have been signed out on every other device.')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(profile.sessions.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
  expect((await phone.get('/api/account.getInfo?lang=en&v=2.34')).status()).toBe(401);
  await phone.dispose();
});

test.describe('in the time zone of the player', () => {
  // Newfoundland: half-hour offset, so minutes are shifted too.
  const timeZone = 'America/St_Johns';
  test.use({ timezoneId: timeZone });

  test('the devices show when they were last active in the browser’s time zone', async ({ page }) => {
    const profile = new ProfilePage(page);
    await page.context().addCookies(player.cookies);
    // The server cannot know the zone: it sends UTC, and says so.
    const html = await (await page.request.get('/profile/security')).text();
    expect(html).toMatch(/<time datetime="[^"]+" title="UTC">\d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2} UTC<\/time>/i);

    // Hydrated (without a mismatch: that would be a console error), the page shows the local time.
    await profile.open('security');
    const time = profile.sessions.getByTestId('session').first().locator('time');
    const moment = (await time.getAttribute('datetime')) ?? '';
    await expect(time).toHaveText(formatDateTime(moment, timeZone));
    await expect(time).toHaveAttribute('title', timeZone);
  });
});

test('the player changes the password and signs in with the new one', async ({ page }) => {
  const profile = new ProfilePage(page);
  await page.context().addCookies(player.cookies);
  await profile.open('settings');
  await profile.changePassword(player.password, 'brandnew1');
  await expect(profile.password.getByRole('status')).toContainText('Your password has been changed.');
  player.password = 'brandnew1';

  await profile.logOut();
  await profile.site.signInLink.click();
  await profile.popup.signIn(player.email, player.password);
  await expect(page.getByTestId('balance')).toBeVisible();
});

test('a guest opening the settings signs in from the popup and returns there', async ({ page }) => {
  const profile = new ProfilePage(page);
  await profile.site.goto('/profile/settings');
  await expect(page).toHaveURL(/\/\?redirectUrl=%2Fprofile%2Fsettings$/);
  await expect(profile.popup.dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await profile.popup.signIn(player.email, player.password);
  await expect(page).toHaveURL(/\/profile\/settings$/);
  await expect(profile.site.heading).toHaveText('Personal details');
});

test('a player who forgot the password restores it from the popup with the outbox code', async ({ page }) => {
  const profile = new ProfilePage(page);
  const popup = profile.popup;
  await profile.site.goto('/?show_popup_auth=1');
  await popup.dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(popup.dialog.getByRole('heading', { name: 'Restore password' })).toBeVisible();
  await popup.field('Email or phone number').fill(player.email);
  await popup.dialog.getByRole('button', { name: 'Send instructions' }).click();
  await expect(popup.dialog.getByText('Instructions have been sent.', { exact: false })).toBeVisible();

  await popup.field('Confirmation code').fill(await outboxCode(page.request, player.email));
  await popup.field('New password').fill('restored9');
  await popup.dialog.getByRole('button', { name: 'Set new password' }).click();
  await expect(popup.dialog.getByText('Your password has been changed.', { exact: false })).toBeVisible();
  player.password = 'restored9';

  await popup.signIn(player.email, player.password);
  await expect(page.getByTestId('balance')).toBeVisible();
  await profile.open('settings');
  await expect(profile.contact(player.email).getByText('Confirmed', { exact: true })).toBeVisible();
});

import { expect, test } from './fixtures.ts';
import { outboxLink, ProfilePage } from './pages/profile.ts';
import { SupportPage } from './pages/support.ts';
import { registerPlayer } from './players.ts';

test('a player unsubscribes with the link of an e-mail from the outbox, once', async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  // Registration, three profile pages and the link page twice, on a machine that may be busy.
  test.setTimeout(150_000);
  const profile = new ProfilePage(page);
  const email = await registerPlayer(page, 'maillinks');
  await profile.open('notification');
  const byEmail = profile.card('Newsletters').getByLabel(email);
  const stored = page.waitForResponse((response) => response.url().includes('account.changeSubscription'));
  await byEmail.check();
  expect((await stored).ok()).toBe(true);

  // The confirmation e-mail carries the unsubscribe link.
  await profile.open('settings');
  await profile.contact(email).getByRole('button', { name: 'Send code' }).click();
  await profile.field(profile.contact(email), 'Confirmation code').waitFor();
  const link = await outboxLink(page.request, email, '/unsubscribe');

  // Opening the link changes nothing (a mail scanner may fetch it); the button unsubscribes.
  await profile.site.goto(link);
  await expect(profile.site.heading).toHaveText('Unsubscribe from newsletters');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(profile.site.heading).toHaveText('You have been unsubscribed');
  await checkA11y(page);

  await profile.open('notification');
  await expect(byEmail).not.toBeChecked();

  await profile.site.goto(link);
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByText('This link has already been used.')).toBeVisible();
  // The refusal is the platform's 400 answer, which the browser logs.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
  consoleErrors.length = 0;
});

test('a player confirms the e-mail with the link of the confirmation e-mail from the outbox, once', async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const profile = new ProfilePage(page);
  const email = await registerPlayer(page, 'confirmlink');
  await profile.open('settings');
  await profile.contact(email).getByRole('button', { name: 'Send code' }).click();
  await profile.field(profile.contact(email), 'Confirmation code').waitFor();
  const link = await outboxLink(page.request, email, '/confirmation');

  // Opening the link changes nothing (a mail scanner may fetch it); the button confirms.
  await profile.site.goto(link);
  await expect(profile.site.heading).toHaveText('Confirm your contact');
  await checkA11y(page);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page).toHaveURL(/\/confirmation\/success$/);
  await expect(profile.site.heading).toHaveText('Contact confirmed');
  await checkA11y(page);

  await profile.open('settings');
  await expect(profile.contact(email).getByText('Confirmed', { exact: true })).toBeVisible();

  await profile.site.goto(link);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(page.getByText('This link has already been used.')).toBeVisible();
  // The refusal is the platform's 400 answer, which the browser logs.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
  consoleErrors.length = 0;
});

test('a guest sends feedback, which arrives in the outbox for support', async ({ page, checkA11y }) => {
  const support = new SupportPage(page);
  await support.open();
  await expect(support.site.heading).toHaveText('Customer support');
  await checkA11y(page);

  // The shared validator answers before anything is sent.
  await support.send({ subject: '', message: 'short' });
  await expect(support.form.getByText('Field is required')).toBeVisible();

  const subject = `Where is my withdrawal ${Date.now()}`;
  await support.send({ subject, message: 'I asked for a withdrawal on Monday.', email: 'guest@example.com' });
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();

  const outbox = await (await page.request.get('/dev/outbox.json?to=support@localhost')).json();
  expect(outbox.messages.map((message: { subject: string }) => message.subject)).toContainEqual(
    expect.stringContaining(subject),
  );
});

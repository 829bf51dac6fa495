import { expect, test } from './fixtures.ts';
import { ResponsibleGamingPage } from './pages/responsible-gaming.ts';
import { PASSWORD, registerPlayer } from './players.ts';

test('a deposit limit of $20 for 7 days refuses a $50 deposit', async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const rg = new ResponsibleGamingPage(page);
  await registerPlayer(page, 'rg-limit');
  await rg.open();
  await expect(rg.site.heading).toHaveText('Responsible gaming');
  await expect(rg.depositLimit).toContainText('You have no deposit limit.');
  await checkA11y(page);

  await rg.setDepositLimit('7 days', 20);
  await expect(rg.depositLimit.getByRole('status')).toHaveText('Your deposit limit applies now.');
  const facts = page.getByTestId('deposit-limit');
  await expect(facts).toContainText('Current limit: $20 per 7 days');
  await expect(facts).toContainText('Left to deposit: $20');
  await expect(facts).toContainText(/The period renews on \d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2} UTC\./);

  // A higher limit waits for the 24-hour cool-off; the page says when it applies.
  await rg.setDepositLimit('7 days', 100);
  await expect(rg.depositLimit.getByRole('status')).toHaveText('Your change applies in 24 hours.');
  await expect(page.getByTestId('deposit-limit-pending')).toContainText(
    'Your new limit of $100 per 7 days applies from',
  );
  await expect(facts).toContainText('Current limit: $20 per 7 days');
  await checkA11y(page);

  // The deposit page says what the limit leaves before the form is filled; a larger deposit is refused.
  await rg.tryDeposit(50);
  await expect(page.getByTestId('deposit-limit-left')).toContainText(
    /^Left to deposit: \$20 The period renews on \d{2}\.\d{2}\.\d{4} \d{1,2}:\d{2} UTC\.$/,
  );
  await expect(rg.site.main.getByRole('alert')).toContainText(
    'This deposit is above your deposit limit. You can deposit up to $20 until',
  );
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  // The browser logs the refusal's 422; it is the expected answer here.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 422')]);
  consoleErrors.length = 0;
});

test('a self-excluded player is signed out and cannot deposit after signing back in', async ({
  page,
  checkA11y,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const rg = new ResponsibleGamingPage(page);
  const email = await registerPlayer(page, 'rg-exclusion');
  await rg.open();

  // A wrong password changes nothing.
  await rg.selfExclude('1 day', 'not-my-password');
  await expect(rg.selfExclusion.getByText('Wrong password')).toBeVisible();
  expect(consoleErrors).toEqual([expect.stringContaining('status of 400')]);
  consoleErrors.length = 0;

  await rg.selfExclude('1 day', PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('You are now self-excluded')).toBeVisible();
  await expect(rg.site.signInLink).toBeVisible();

  await rg.site.signInLink.click();
  await rg.popup.signIn(email, PASSWORD);
  await expect(page.getByTestId('balance')).toBeVisible();
  // The deposit page says deposits are closed, and why, instead of a form that would be refused.
  await rg.site.goto('/cashier/deposit');
  await expect(rg.site.main).toContainText('You have excluded yourself from play, so deposits are closed.');
  await expect(rg.site.main.getByLabel(/^Amount/)).toHaveCount(0);

  await rg.open();
  await expect(page.getByTestId('self-exclusion-state')).toContainText(
    /You are self-excluded until .* UTC\./,
  );
  await checkA11y(page);
});

test('a player taking a break reads until when deposits are closed, with no deposit form', async ({
  page,
  checkA11y,
}) => {
  const rg = new ResponsibleGamingPage(page);
  await registerPlayer(page, 'rg-break');
  await rg.open();
  const takeBreak = page.getByRole('region', { name: 'Take a break', exact: true });
  await takeBreak.getByLabel('Break length').selectOption({ label: '24 hours' });
  await takeBreak.getByLabel('I understand that the break cannot be ended early.').check();
  await takeBreak.getByRole('button', { name: 'Start my break' }).click();
  await expect(page.getByTestId('time-out-active')).toContainText(/You are taking a break until .* UTC\./);

  // The deposit page says so before any form is filled (the server would refuse the deposit anyway).
  await rg.site.goto('/cashier/deposit');
  await expect(rg.site.main).toContainText(
    /You are taking a break until .* UTC\. Games, bets and deposits are closed until then\./,
  );
  await expect(rg.site.main.getByLabel(/^Amount/)).toHaveCount(0);
  await checkA11y(page);
});

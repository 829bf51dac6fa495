import { expect, test } from './fixtures.ts';
import { BackofficePage, demoAdmin } from './pages/backoffice.ts';
import { CashierPage } from './pages/cashier.ts';
import { VerificationPage } from './pages/verification.ts';
import { confirmContact, depositThroughGateway, registerPlayer } from './players.ts';

test('staff ask a player for an identity check: the withdrawal is refused until the player sends documents and staff approve them', async ({
  page,
  browser,
  checkA11y,
  consoleErrors,
}) => {
  test.setTimeout(240_000);
  const verification = new VerificationPage(page);
  const cashier = new CashierPage(page);
  const login = await registerPlayer(page, 'kyc');
  await confirmContact(page, login);
  await depositThroughGateway(page, 50);
  const playerId = String(
    ((await (await page.request.get('/api/account.getInfo')).json()) as { data: { uid: number } }).data.uid,
  );

  // The risk team asks this player, and only this one, for an identity check.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const backoffice = new BackofficePage(await staffContext.newPage());
  const admin = demoAdmin();
  await backoffice.signIn(admin.email, admin.password, admin.totpSecret);
  await backoffice.open(`/players/${playerId}`);
  const ask = backoffice.main.getByRole('form', { name: 'Ask for an identity check' });
  await ask.getByLabel('Reason').fill('Three cards in one day');
  await ask.getByRole('button', { name: 'Ask for an identity check' }).click();
  await ask.getByRole('button', { name: 'Confirm' }).click();
  await expect(ask.getByRole('status')).toContainText('their withdrawals wait for a passed identity check');

  // The player's withdrawal is refused and says why.
  const withdraw = async () => {
    await cashier.gotoWithdraw();
    await cashier.chooseWithdrawMethod(/Bank card/);
    await cashier.field(/^Amount/).fill('20');
    await cashier.field('Card number').fill('4111 1111 1111 1111');
    await cashier.field('Cardholder name').fill('John Smith');
    await cashier.withdraw();
  };
  await withdraw();
  await expect(
    cashier.main.getByRole('alert').filter({ hasText: 'Verify your identity before you withdraw.' }),
  ).toBeVisible();
  // The browser logs the refusal's 422; it is the expected answer here.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 422')]);
  consoleErrors.length = 0;
  await checkA11y(page);

  await verification.open();
  await expect(verification.status('Not verified yet')).toBeVisible();
  await checkA11y(page);
  // The VerificationPopup says what the provider will ask for.
  await verification.openPopup();
  await checkA11y(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await verification.start();
  await checkA11y(page);
  await verification.submitIdentityCard();
  await expect(verification.status('Documents under review')).toBeVisible();
  await checkA11y(page);

  await backoffice.goTo('Identity checks');
  const row = backoffice.row(login);
  await expect(row.getByRole('img', { name: `Selfie of ${login}'s document` })).toBeVisible();
  await checkA11y(backoffice.page);
  await row.getByRole('button', { name: `Approve ${login}` }).click();
  await expect(backoffice.main.getByRole('status')).toContainText(`${login} verified.`);
  // The payout-details queue beside it (empty in the demo, whose content does not check details).
  await backoffice.goTo('Payout details');
  await expect(backoffice.main.getByRole('combobox')).toHaveValue('pending');
  await checkA11y(backoffice.page);
  await staffContext.close();

  await verification.open();
  await expect(verification.status('Identity verified')).toBeVisible();
  // Verified: the same withdrawal goes through.
  await withdraw();
  await expect(page.getByText('Your withdrawal of $20 has been requested.')).toBeVisible();
});

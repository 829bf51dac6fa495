import { expect, test } from './fixtures.ts';
import { BackofficePage, demoAdmin } from './pages/backoffice.ts';
import { VerificationPage } from './pages/verification.ts';
import { registerPlayer } from './players.ts';

test('a player sends identity documents, the operator approves them, and the tab shows verified', async ({
  page,
  browser,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  const verification = new VerificationPage(page);
  const login = await registerPlayer(page, 'kyc');

  await verification.open();
  await expect(verification.status('Not verified yet')).toBeVisible();
  await checkA11y(page);
  await verification.start();
  await checkA11y(page);
  await verification.submitIdentityCard();
  await expect(verification.status('Documents under review')).toBeVisible();
  await checkA11y(page);

  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const backoffice = new BackofficePage(await staffContext.newPage());
  const admin = demoAdmin();
  await backoffice.signIn(admin.email, admin.password, admin.totpSecret);
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
});

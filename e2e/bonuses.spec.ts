import { expect, test } from './fixtures.ts';
import { BonusesPage } from './pages/bonuses.ts';
import { CashierPage } from './pages/cashier.ts';
import { confirmContact, registerPlayer } from './players.ts';

// Registration is rate-limited per address, so one player goes through the whole life-cycle (signed up
// through the API: the accounts spec drives the popup; decision 0033).
test('a bonus comes active with its deposit, a second one waits; activate, deactivate, and a withdrawal asks before it burns them', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(150_000);
  const cashier = new CashierPage(page);
  const bonuses = new BonusesPage(page);
  const email = await registerPlayer(page, 'bonuses');
  await cashier.gotoDeposit();

  // The welcome offer with the first deposit: $50 on the bonus balance, active.
  await cashier.chooseOffer(/Welcome bonus 100%/);
  await cashier.deposit(50);
  await cashier.gatewayOutcome('Pay successfully');
  await expect(page).toHaveURL(/\/cashier\/paysuccess\/[\w-]+$/);
  await cashier.expectBalance('$100');

  // The reload offer while the welcome bonus is active: its $20 waits.
  await cashier.gotoDeposit();
  await cashier.chooseOffer(/Reload bonus 50%/);
  await cashier.deposit(40);
  await cashier.gatewayOutcome('Pay successfully');
  await expect(page).toHaveURL(/\/cashier\/paysuccess\/[\w-]+$/);
  await cashier.expectBalance('$160');

  await bonuses.open();
  const welcome = bonuses.card('Active bonus', 'Welcome bonus 100%');
  await expect(welcome).toContainText('$50');
  await expect(welcome).toContainText('0% wagered');
  const waiting = bonuses.card('Waiting to be activated', 'Reload bonus 50%');
  await expect(waiting).toContainText('$20');
  await expect(waiting).toContainText('Another bonus is active');
  await expect(waiting.getByRole('button', { name: 'Activate' })).toHaveCount(0);
  await checkA11y(page);

  // Deactivate: both wait; then the reload is activated after the confirm.
  await welcome.getByRole('button', { name: 'Deactivate' }).click();
  await expect(bonuses.card('Waiting to be activated', 'Welcome bonus 100%')).toBeVisible();
  await expect(bonuses.group('Active bonus')).toHaveCount(0);
  await bonuses
    .card('Waiting to be activated', 'Reload bonus 50%')
    .getByRole('button', { name: 'Activate' })
    .click();
  await expect(bonuses.dialog).toContainText('Activate this bonus?');
  await checkA11y(page);
  await bonuses.dialog.getByRole('button', { name: 'Activate' }).click();
  await expect(bonuses.card('Active bonus', 'Reload bonus 50%')).toBeVisible();
  await expect(bonuses.card('Waiting to be activated', 'Welcome bonus 100%')).toContainText(
    'Another bonus is active',
  );

  // A withdrawal needs a confirmed contact (demo content), then asks before it burns the bonuses.
  await confirmContact(page, email);
  await cashier.gotoWithdraw();
  await cashier.chooseWithdrawMethod(/Bank card/);
  await cashier.field(/^Amount/).fill('30');
  await cashier.field('Card number').fill('4111 1111 1111 1111');
  await cashier.field('Cardholder name').fill('John Smith');
  await cashier.withdraw();
  await expect(bonuses.dialog).toContainText('Your bonuses will be lost');
  await expect(bonuses.dialog).toContainText('$70 leaves your bonus balance for good');
  await checkA11y(page);

  // Keeping the bonuses keeps the money where it is; going on withdraws and cancels them.
  await bonuses.dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(bonuses.dialog).toHaveCount(0);
  await cashier.expectBalance('$160');
  await cashier.withdraw();
  await bonuses.dialog.getByRole('button', { name: 'Withdraw anyway' }).click();
  await expect(page.getByText('Your withdrawal of $30 has been requested.')).toBeVisible();
  await cashier.expectBalance('$60');

  await bonuses.open();
  await expect(bonuses.group('Active bonus')).toHaveCount(0);
  await expect(bonuses.group('Waiting to be activated')).toHaveCount(0);
  await expect(bonuses.card('Finished bonuses', 'Reload bonus 50%')).toContainText('Removed');
  await expect(bonuses.card('Finished bonuses', 'Welcome bonus 100%')).toContainText('Removed');
  await checkA11y(page);
});

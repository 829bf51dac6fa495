import { expect, test } from './fixtures.ts';
import { CashierPage } from './pages/cashier.ts';
import { confirmContact, depositThroughGateway, registerPlayer } from './players.ts';

test('a deposit the pay gateway declines tells the player so on the deposit form', async ({
  page,
  consoleErrors,
}) => {
  const cashier = new CashierPage(page);
  await registerPlayer(page, 'billing-declined');
  await cashier.gotoDeposit();
  // The demo gateway's test amount for a decline (README: simulating gateway failures).
  await cashier.field(/^Amount/).fill('402');
  await cashier.main.getByRole('button', { name: /^Deposit/ }).click();
  await expect(
    cashier.main.getByText('The payment was declined. Choose another method or contact your bank.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  // The browser logs the refusal's 422; it is the expected answer here.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 422')]);
  consoleErrors.length = 0;
});

test('the withdrawal form tells the operator’s per-withdrawal and daily limits', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const cashier = new CashierPage(page);
  const email = await registerPlayer(page, 'withdrawal-limits');
  await depositThroughGateway(page, 4_000);
  await confirmContact(page, email);

  const withdraw = async (amount: string) => {
    await cashier.field(/^Amount/).fill(amount);
    await cashier.withdraw();
  };
  await cashier.gotoWithdraw();
  await cashier.chooseWithdrawMethod(/Bank card/);
  await cashier.field('Card number').fill('4111 1111 1111 1111');
  await cashier.field('Cardholder name').fill('John Smith');

  // The demo content: at most $2,500 at once, $3,000 a day.
  await withdraw('2600');
  await expect(cashier.main.getByText('One withdrawal can be at most $2,500.')).toBeVisible();
  await expect(cashier.field(/^Amount/)).toHaveAttribute('aria-invalid', 'true');

  await withdraw('2500');
  await expect(page.getByText('Your withdrawal of $2,500 has been requested.')).toBeVisible();
  await cashier.expectBalance('$1,500');

  await withdraw('600');
  await expect(
    cashier.main.getByText('Withdrawals are limited to $3,000 a day: you can withdraw up to $500 now.'),
  ).toBeVisible();
  await cashier.expectBalance('$1,500');
  expect(consoleErrors.every((line) => line.includes('status of 422'))).toBe(true);
  consoleErrors.length = 0;
});

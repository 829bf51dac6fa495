import { expect, test } from './fixtures.ts';
import { AuthPopupPage } from './pages/auth-popup.ts';
import { CashbackPage } from './pages/cashback.ts';
import { GamePlayPage, minorOf, pickGame } from './pages/game-play.ts';
import { newPlayerWithDeposit } from './players.ts';

const DEPOSIT = 400;
const CHIP = 1_000;
const WEEKLY = 'Weekly cashback 10%';

// Animations off: the rounds settle at once, and the same code paths run (dom.js skips only the waits).
test.use({ reducedMotion: 'reduce' });
// Signs up, deposits, plays, signs in again and pays out: more than the usual minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('a player who lost in the last period sees the cashback popup after sign-in and pays it out', async ({
  site,
  page,
  checkA11y,
}) => {
  const email = await newPlayerWithDeposit(site, DEPOSIT, 'cashback');
  const cashback = new CashbackPage(page);

  // A loss that does not depend on luck: a $10 chip on each of the 37 numbers; whatever comes up
  // pays 36 chips back, so the spin loses exactly one chip.
  const game = new GamePlayPage(page);
  await game.open(await pickGame(page.request, 'casino', 'roulette'));
  for (let raise = 0; raise < 2; raise += 1)
    await game.frame.getByRole('button', { name: 'Raise the stake' }).click();
  await expect.poll(() => game.amount(game.stake)).toBe(CHIP);
  const table = game.frame.getByRole('group', { name: 'Betting table' });
  const numbers = [/^Zero, pays 35 to 1/];
  for (let number = 1; number <= 36; number += 1)
    numbers.push(new RegExp(`^${number} (red|black), pays 35 to 1`));
  for (const name of numbers) await table.getByRole('button', { name }).click();
  await expect(game.frame.getByText(/^Total bet \$370(\.00)?$/)).toBeVisible();
  const round = await game.playRound(
    () => game.button('Spin').click(),
    /^The ball lands on \d+ (red|black|green)\. You win \S+\.$/,
  );
  expect(round.after).toBe(DEPOSIT * 100 - CHIP);

  // Before the period ends there is nothing to pay out.
  await cashback.open();
  await expect(page.getByText('You have no cashback yet.', { exact: false })).toBeVisible();
  expect(await cashback.endRunningPeriod()).toBe(1);

  // Spec §4: the check runs when a signed-in visit starts, so a new sign-in shows the popup.
  await site.logOut();
  await site.signInLink.click();
  await new AuthPopupPage(page).signIn(email, 'secret12');
  await expect(cashback.popup).toBeVisible({ timeout: 15_000 });
  await expect(cashback.popup).toContainText(WEEKLY);
  await expect(cashback.popup).toContainText('$1 cashback is waiting for you.');
  await checkA11y(page);
  await cashback.popup.getByRole('link', { name: 'Go to cashback' }).click();
  await expect(page).toHaveURL(/\/profile\/cashback$/);
  await expect(cashback.popup).toBeHidden();

  const card = cashback.card(WEEKLY);
  await expect(card).toContainText('Ready to pay out');
  await expect(card).toContainText('$1');
  await checkA11y(page);
  await card.getByRole('button', { name: 'Pay out' }).click();
  await expect(page.getByText('$1 was paid out to your main balance.')).toBeVisible();
  await expect(card).toContainText('Paid out');
  await expect(card.getByRole('button', { name: 'Pay out' })).toHaveCount(0);
  await expect
    .poll(async () => minorOf((await game.headerBalance.textContent()) ?? ''))
    .toBe(DEPOSIT * 100 - CHIP + 100);

  // Seen and paid: a new page load checks again and shows no popup.
  const checked = page.waitForResponse((response) => response.url().includes('/api/cashbacks.get'));
  await site.goto('/profile/cashback');
  expect((await checked).ok()).toBe(true);
  await expect(card).toContainText('Paid out');
  await expect(cashback.popup).toHaveCount(0);
});

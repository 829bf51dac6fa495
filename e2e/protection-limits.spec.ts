import { expect, test } from './fixtures.ts';
import { GamePlayPage, pickGame } from './pages/game-play.ts';
import { SportsbookPage } from './pages/sportsbook.ts';
import { newPlayerWithDeposit } from './players.ts';

// Animations off: rounds settle at once.
test.use({ reducedMotion: 'reduce' });

test('a daily wager limit set on the profile stops play in a game and in the sportsbook with a clear message', async ({
  site,
  page,
  checkA11y,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  await newPlayerWithDeposit(site, 50, 'protection');
  await site.goto('/profile/responsible-game');
  const limits = page.getByRole('region', { name: 'Wager, loss and session limits', exact: true });
  await expect(limits).toContainText('You have no wager, loss or session limits.');

  await limits.getByLabel('Limit', { exact: true }).selectOption({ label: 'Daily wager limit' });
  await limits.getByLabel(/^Limit \(USD\)/).fill('1');
  await limits.getByRole('button', { name: 'Set limit' }).click();
  await expect(limits.getByRole('status')).toHaveText('Your limit applies now.');
  const facts = page.getByTestId('play-limits');
  await expect(facts).toContainText('Daily wager limit $1 · $1 left · renews');

  // A higher limit waits for the cool-off, and the page shows the waiting value.
  await limits.getByLabel(/^Limit \(USD\)/).fill('500');
  await limits.getByRole('button', { name: 'Set limit' }).click();
  await expect(limits.getByRole('status')).toHaveText('Your change applies in 24 hours.');
  await expect(facts).toContainText(/Changes to \$500 on .* UTC\./);
  await checkA11y(page);

  // A stake of $2 on dice: more than the $1 the limit allows today, so the roll is refused and nothing
  // is taken.
  const dice = await pickGame(page.request, 'fast', 'dice');
  const game = new GamePlayPage(page);
  await game.open(dice);
  const stakeUp = game.frame.locator('#hg-stake-up');
  for (let step = 0; step < 10 && (await game.amount(game.stake)) < 200; step += 1) await stakeUp.click();
  expect(await game.amount(game.stake)).toBe(200);
  const before = await game.amount(game.gameBalance);
  await game.button('Roll').click();
  await expect(
    game.frame.getByText(/This bet would go over your daily wager limit of 1: .* is left until/),
  ).toBeVisible();
  expect(await game.amount(game.gameBalance)).toBe(before);
  await game.expectHeaderFollowsGame();

  // The same limit refuses a $2 sports bet, and the bet slip says which limit and what is left of it.
  const book = new SportsbookPage(page);
  await book.goto('?status=upcoming');
  const event = book
    .events(book.section('Events'))
    .filter({ has: page.locator('.odds-button') })
    .first();
  await book.mainPrices(event).first().click();
  await book.openSlip();
  await book.slip.getByRole('textbox', { name: 'Stake per bet' }).fill('2');
  await book.slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(book.slip.getByRole('alert')).toHaveText(
    /^Daily wager limit: this bet would go over it\. \$1 is left until \d+\.\d+\.\d{4} \d+:\d\d \(UTC\)\.$/,
  );
  await expect(book.slipSelections()).toHaveCount(1);
  // The browser logs the refused round's and bet's 400s; they are the expected answers here.
  expect(consoleErrors.every((line) => line.includes('status of 400'))).toBe(true);
  consoleErrors.length = 0;
});

test('reality checks remind a player every 15 minutes on a game page and in the sportsbook', async ({
  site,
  page,
  checkA11y,
}) => {
  test.setTimeout(150_000);
  // The page's clock is moved on instead of waiting a quarter of an hour.
  await page.clock.install();
  await newPlayerWithDeposit(site, 20, 'reality');
  await site.goto('/profile/responsible-game');
  const reminders = page.getByRole('region', { name: 'Reality checks', exact: true });
  await reminders.getByLabel('Remind me').selectOption({ label: 'Every 15 minutes' });
  await reminders.getByRole('button', { name: 'Save' }).click();
  await expect(reminders.getByRole('status')).toHaveText('Saved.');

  const check = page.getByRole('dialog', { name: 'Reality check' });
  const asked = () => page.waitForResponse((response) => response.url().includes('account.getRealityCheck'));
  // Once the page has asked the platform when the reminder is due, most of the quarter of an hour at
  // once, then a minute at a time until it shows (a key press each time: the player is not idle, so no
  // inactivity warning comes instead).
  const remindedAfterAQuarterOfAnHour = async (scheduled: Promise<unknown>) => {
    await scheduled;
    await page.keyboard.press('Shift');
    await page.clock.fastForward('13:00');
    await expect(async () => {
      await page.keyboard.press('Shift');
      await page.clock.fastForward('01:00');
      await expect(check).toBeVisible({ timeout: 1_000 });
    }).toPass();
  };

  const game = new GamePlayPage(page);
  const gameAsked = asked();
  await game.open(await pickGame(page.request, 'fast', 'dice'));
  await remindedAfterAQuarterOfAnHour(gameAsked);
  await expect(check).toContainText(/You have played for .+ this session\./);
  await expect(check).toContainText(/Net result this session: .+ (won|lost)\./);
  await checkA11y(page);
  // Keep playing asks again when the next one is due.
  const rescheduled = asked();
  await check.getByRole('button', { name: 'Keep playing' }).click();
  await expect(check).toHaveCount(0);
  await rescheduled;

  // Betting is play too: the sportsbook reminds as well, and Stop leaves it for the home page.
  const bettingAsked = asked();
  await site.goto('/betting');
  await remindedAfterAQuarterOfAnHour(bettingAsked);
  await checkA11y(page);
  await check.getByRole('button', { name: 'Stop' }).click();
  await expect(page).toHaveURL(/\/$/);
});

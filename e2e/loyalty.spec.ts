import { expect, test } from './fixtures.ts';
import { GamePlayPage, pickGame } from './pages/game-play.ts';
import { LoyaltyPage } from './pages/loyalty.ts';
import { newPlayerWithDeposit } from './players.ts';

const DEPOSIT = 100;
// A $10 slot spin earns 100 points (the demo programme: 10 points per $1 on slots).
const STAKE = 1_000;
const SPINS = 2;

// Animations off: the rounds settle at once, and the same code paths run (dom.js skips only the waits).
test.use({ reducedMotion: 'reduce' });
// Signs up, deposits, plays and buys: more than the usual minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('a player earns points from real rounds, sees them in the profile, buys a bonus and free spins in the shop and plays them', async ({
  site,
  page,
  checkA11y,
}) => {
  await newPlayerWithDeposit(site, DEPOSIT, 'loyalty');
  const loyalty = new LoyaltyPage(page);

  // The programme: rates, levels and the player's standing before any play.
  await loyalty.openProgramme();
  await expect(page.getByRole('heading', { level: 1, name: 'Aurora Club' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Silver' })).toBeVisible();
  await expect(loyalty.profilePoints).toHaveText('0');
  await checkA11y(page);

  // Too few points: bought from the product up close (LoyaltyShopPopupBuy), the shop says so instead.
  await loyalty.openShop();
  await loyalty.product('$2 bonus').getByRole('button', { name: 'Details' }).click();
  const details = page.getByRole('dialog', { name: '$2 bonus' });
  await expect(details).toContainText('50 points');
  await details.getByRole('button', { name: 'Buy' }).click();
  await expect(loyalty.insufficient).toBeVisible();
  await checkA11y(page);
  await loyalty.insufficient.getByRole('button', { name: 'Close' }).click();
  await expect(loyalty.insufficient).toBeHidden();

  const game = new GamePlayPage(page);
  const slot = await pickGame(page.request, 'slot');
  for (let spin = 0; spin < SPINS; spin += 1) {
    await game.open(slot);
    while ((await game.amount(game.stake)) < STAKE)
      await game.frame.getByRole('button', { name: 'Raise the stake' }).click();
    await expect.poll(() => game.amount(game.stake)).toBe(STAKE);
    await game.playRound(() => game.button('Spin').click(), /^(You win \S+\.|No win this spin\.)$/);
  }

  await loyalty.openProfile();
  await expect(loyalty.profilePoints).toHaveText('200');
  await expect(loyalty.historyRows('Real-money bet')).toHaveCount(SPINS);
  await checkA11y(page);

  await loyalty.openShop();
  await expect(loyalty.shopPoints).toHaveText('You have 200 points');
  await loyalty.product('$2 bonus').getByRole('button', { name: 'Buy' }).click();
  await expect(loyalty.confirm).toBeVisible();
  await checkA11y(page);
  await loyalty.confirm.getByRole('button', { name: 'Buy' }).click();
  await expect(loyalty.bought).toBeVisible();
  await expect(loyalty.bought).toContainText('$2 bonus is now on your bonus balance.');
  await loyalty.bought.getByRole('link', { name: 'My bonuses' }).click();
  await expect(page).toHaveURL(/\/profile\/bonuses$/);
  await expect(page.getByRole('heading', { name: '$2 bonus' })).toBeVisible();

  await loyalty.openProfile();
  await expect(loyalty.profilePoints).toHaveText('150');
  await expect(loyalty.historyRows('Shop: $2 bonus')).toHaveCount(1);

  // The last 150 points buy a free-spin pack (decision 0044), used where it is played: in its slot.
  await loyalty.openShop();
  await loyalty.buy('25 free spins');
  await expect(loyalty.bought).toContainText('25 free spins are yours');
  await loyalty.bought.getByRole('link', { name: 'My bonuses' }).click();
  const pack = page
    .getByRole('main')
    .getByRole('region', { name: 'Free spins', exact: true })
    .getByRole('article', { name: '25 free spins' });
  await expect(pack).toContainText('25 of 25 spins left');
  await pack.getByRole('link', { name: 'Play your free spins in Secrets of Gems' }).click();
  await expect(game.frame.locator('body.hg-ready')).toBeAttached();
  const left = game.frame.getByText(/^Free spins left: \d+ of 25/);
  await expect(left).toHaveText(/^Free spins left: 25 of 25 at \$0\.20 a spin$/);
  await game.button('Play free spin').click();
  await expect(left).toHaveText(/^Free spins left: 24 of 25 at /);
  await loyalty.openProfile();
  await expect(loyalty.profilePoints).toHaveText('0');
});

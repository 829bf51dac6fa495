import { expect, test } from './fixtures.ts';
import { BonusesPage } from './pages/bonuses.ts';
import { GamePlayPage, pickGame } from './pages/game-play.ts';
import { newPlayerWithDeposit } from './players.ts';

// WELCOME10: a $10 bonus wagered 20 times ($200); slots count 100% and the max bet while wagering is
// $5 (content `bonusPlay`): spins at the largest stake step up to $5 release it.
const WAGER = 20_000;
const MAX_BET = 500;

// Animations off: the rounds settle at once, and the same code paths run (dom.js skips only the waits).
test.use({ reducedMotion: 'reduce' });
test.describe.configure({ timeout: 240_000 });

test('a player wagers a promo-code bonus in a slot until it is released to the main balance', async ({
  site,
  page,
}) => {
  await newPlayerWithDeposit(site, 300, 'release');
  const bonuses = new BonusesPage(page);
  await bonuses.open();
  await bonuses.activatePromoCode('WELCOME10');
  await bonuses.dialog.getByRole('button', { name: 'Great' }).click();
  await expect(bonuses.card('Active bonus', 'Promo code WELCOME10')).toContainText('0% wagered');

  const game = new GamePlayPage(page);
  await game.open(await pickGame(page.request, 'slot'));
  while ((await game.amount(game.stake)) < MAX_BET)
    await game.frame.getByRole('button', { name: 'Raise the stake' }).click();
  if ((await game.amount(game.stake)) > MAX_BET)
    await game.frame.getByRole('button', { name: 'Lower the stake' }).click();
  await expect.poll(() => game.amount(game.stake)).toBeLessThanOrEqual(MAX_BET);
  const stake = await game.amount(game.stake);
  for (let spin = 0; spin < Math.ceil(WAGER / stake); spin += 1) {
    await game.playRound(() => game.button('Spin').click(), /^(You win \S+\.|No win this spin\.)$/);
  }

  await bonuses.open();
  const released = bonuses.card('Finished bonuses', 'Promo code WELCOME10');
  await expect(released).toContainText('Released');
  await expect(released).toContainText('100% wagered');
});

import { expect, test } from './fixtures.ts';
import { BonusesPage } from './pages/bonuses.ts';
import { GamePlayPage } from './pages/game-play.ts';
import { registerPlayer } from './players.ts';

// Animations off: the spin settles at once, and the same code paths run (dom.js skips only the waits).
test.use({ reducedMotion: 'reduce' });

test('a promo code grants free spins: the popup says so, and the pack is played in its slot', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(90_000);
  await registerPlayer(page, 'promo-spins');
  const bonuses = new BonusesPage(page);
  await bonuses.open();
  await bonuses.activatePromoCode('spins20');
  await expect(bonuses.dialog).toContainText('Promo code activated');
  await expect(bonuses.dialog).toContainText(/SPINS20 free spins: 20 free spins at \$0\.20 a spin/);
  // A code of free spins only promises no bonus money.
  await expect(bonuses.dialog).not.toContainText('bonus is yours');
  await checkA11y(page);
  await bonuses.dialog.getByRole('button', { name: 'Great' }).click();

  const pack = bonuses.site.main
    .getByRole('region', { name: 'Free spins', exact: true })
    .getByRole('article', { name: 'SPINS20 free spins' });
  await expect(pack).toContainText('20 of 20 spins left');
  await pack.getByRole('link', { name: 'Play your free spins in Secrets of Gems' }).click();
  const game = new GamePlayPage(page);
  await expect(game.frame.locator('body.hg-ready')).toBeAttached();
  const left = game.frame.getByText(/^Free spins left: \d+ of 20/);
  await expect(left).toHaveText(/^Free spins left: 20 of 20 at \$0\.20 a spin$/);
  await game.button('Play free spin').click();
  await expect(left).toHaveText(/^Free spins left: 19 of 20 at /);
});

import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BonusesPage } from './pages/bonuses.ts';
import { GamePlayPage } from './pages/game-play.ts';
import { registerPlayer } from './players.ts';

const WELCOME_OFFER = '1';

// Animations off: the spin settles at once, and the same code paths run (dom.js skips only the waits).
test.use({ reducedMotion: 'reduce' });

/** A deposit with the welcome offer through the demo gateway (the calls the deposit form makes). */
async function depositWithWelcomeOffer(page: Page, dollars: number) {
  const started = await page.request.post('/api/makedeposit?lang=en', {
    form: { method: 'visa_mastercard', amount: String(dollars * 100), campaign_offer_id: WELCOME_OFFER },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(started.ok(), await started.text()).toBe(true);
  const { url } = ((await started.json()) as { data: { url: string } }).data;
  const paid = await page.request.post(url, { form: { outcome: 'success' }, maxRedirects: 0 });
  expect(paid.status()).toBe(303);
}

// Tagged @mobile: the pack's card and the slot's pack box are checked with axe at 375 px as well.
test('the welcome offer grants free spins; a free spin in the slot takes nothing and counts down', {
  tag: '@mobile',
}, async ({ page, checkA11y }) => {
  test.setTimeout(90_000);
  await registerPlayer(page, 'free-spins');
  await depositWithWelcomeOffer(page, 20);

  const bonuses = new BonusesPage(page);
  await bonuses.open();
  const pack = bonuses.site.main
    .getByRole('region', { name: 'Free spins', exact: true })
    .getByRole('article', { name: 'Welcome free spins' });
  await expect(pack).toContainText('10 of 10 spins left');
  await expect(pack).toContainText('$1 a spin');
  await checkA11y(page);

  await pack.getByRole('link', { name: 'Play your free spins in Secrets of Gems' }).click();
  const game = new GamePlayPage(page);
  await expect(page).toHaveURL(/\/game\/secrets-of-gems/);
  await expect(game.frame.locator('body.hg-ready')).toBeAttached();
  const left = game.frame.getByText(/^Free spins left: \d+ of 10/);
  await expect(left).toHaveText(/^Free spins left: 10 of 10 at \$1(\.00)? a spin$/);
  // The game plays the $20 deposited and the welcome bonus's $20 (playable bonus money, decision 0041).
  const before = await game.amount(game.gameBalance);
  expect(before).toBe(4_000);

  await game.button('Play free spin').click();
  await expect(left).toHaveText(/^Free spins left: 9 of 10 at /);
  await expect(game.button('Play free spin')).toBeEnabled();
  // Nothing was taken from the balance: the spin's winnings collect in the pack.
  expect(await game.amount(game.gameBalance)).toBe(before);
  // axe runs in the game's frame as well as on the page.
  await checkA11y(page);

  await bonuses.open();
  await expect(pack).toContainText('9 of 10 spins left');
});

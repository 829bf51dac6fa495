import { createHash } from 'node:crypto';
import { expect, test } from './fixtures.ts';
import { GamePlayPage, minorOf, pickGame, type RoundResult } from './pages/game-play.ts';
import { newPlayerWithDeposit } from './players.ts';

const DEPOSIT = 100;

// Animations off: the rounds settle at once, and the same code paths run (dom.js skips only the waits).
test.use({ reducedMotion: 'reduce' });
// Each test signs up, deposits and plays: about 20 s, more on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Spec §9's amount format of a two-digit currency's small amount: decimals only when fractional. */
const specAmount = (minor: number) => (minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2));

/** The game's own display adds up: balance after = before − stake + win. */
function expectRoundAddsUp(round: RoundResult) {
  expect(round.stake).toBeGreaterThan(0);
  expect(round.win).toBeGreaterThanOrEqual(0);
  expect(round.after).toBe(round.before - round.stake + round.win);
}

test('a player with a deposit plays a slot, dice and roulette for real; the header follows each round', {
  tag: '@mobile',
}, async ({ site, page, checkA11y }) => {
  await newPlayerWithDeposit(site, DEPOSIT, 'three');
  const [slot, dice, roulette] = await Promise.all([
    pickGame(page.request, 'slot'),
    pickGame(page.request, 'fast', 'dice'),
    pickGame(page.request, 'casino', 'roulette'),
  ]);
  const game = new GamePlayPage(page);
  const rounds: RoundResult[] = [];

  // Slot: the stake is 20 line bets; a win may include free spins, all paid within the round.
  await game.open(slot);
  expect(await game.amount(game.gameBalance)).toBe(DEPOSIT * 100);
  await game.expectHeaderFollowsGame();
  // axe runs in the game's frame as well as on the page.
  await checkA11y(page);
  rounds.push(
    await game.playRound(() => game.button('Spin').click(), /^(You win \S+\.|No win this spin\.)$/),
  );
  await expect(game.button('Spin')).toBeEnabled();
  expectRoundAddsUp(rounds.at(-1)!);
  await game.expectHeaderFollowsGame();

  // Dice: roll over the default target.
  await game.open(dice);
  expect(await game.amount(game.gameBalance)).toBe(rounds.at(-1)!.after);
  const over = game.frame
    .getByRole('group', { name: 'Direction' })
    .getByRole('button', { name: 'Roll over' });
  await over.click();
  await expect(over).toHaveAttribute('aria-pressed', 'true');
  rounds.push(
    await game.playRound(() => game.button('Roll').click(), /^Rolled \d+\.\d\d\. (You win \S+\.|No win\.)$/),
  );
  expectRoundAddsUp(rounds.at(-1)!);
  await game.expectHeaderFollowsGame();

  // Roulette: one chip (the stake) on red, then spin.
  await game.open(roulette);
  expect(await game.amount(game.gameBalance)).toBe(rounds.at(-1)!.after);
  const table = game.frame.getByRole('group', { name: 'Betting table' });
  await table.getByRole('button', { name: 'Red, pays 1 to 1' }).click();
  const chip = (await game.stake.textContent()) ?? '';
  await expect(table.getByRole('button', { name: `Red, pays 1 to 1; your bet ${chip}` })).toBeVisible();
  await expect(game.frame.getByText(`Total bet ${chip}`, { exact: true })).toBeVisible();
  rounds.push(
    await game.playRound(
      () => game.button('Spin').click(),
      /^The ball lands on \d+ (red|black|green)\. (You win \S+\.|No win\.)$/,
    ),
  );
  expectRoundAddsUp(rounds.at(-1)!);
  // Red pays 1 to 1: the stake back and as much again, or nothing.
  expect([0, 2 * minorOf(chip)]).toContain(rounds.at(-1)!.win);
  await game.expectHeaderFollowsGame();

  // Over the three games: the deposit, less the stakes, plus the wins.
  const total = rounds.reduce((sum, round) => sum - round.stake + round.win, DEPOSIT * 100);
  expect(minorOf((await game.headerBalance.textContent()) ?? '')).toBe(total);

  // The header keeps it after a reload (the server's balance, not only the game's message).
  await page.reload();
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await expect.poll(async () => minorOf((await game.headerBalance.textContent()) ?? '')).toBe(total);

  // Home's "Recently played" row: the three games, the last one played first.
  await site.goto('/');
  const recent = page.getByRole('region', { name: 'Recently played' });
  await expect(recent.getByRole('heading', { level: 3 }).getByRole('link')).toHaveCount(3);
  for (const [index, sysname] of [roulette, dice, slot].entries()) {
    await expect(recent.getByRole('heading', { level: 3 }).getByRole('link').nth(index)).toHaveAttribute(
      'href',
      `/game/${sysname}`,
    );
  }
});

test('mines to the end of a round, with the fairness panel: seed hash before play, rotation, verify', async ({
  site,
  page,
  checkA11y,
}) => {
  await newPlayerWithDeposit(site, DEPOSIT, 'mines');
  const mines = await pickGame(page.request, 'logical', 'mines');
  const game = new GamePlayPage(page);
  await game.open(mines);
  await game.expectHeaderFollowsGame();

  // The server seed's hash is shown before the first round.
  await game.openFairness();
  await expect(game.serverSeedHash()).toHaveText(/^[0-9a-f]{64}$/);
  const committed = (await game.serverSeedHash().textContent()) ?? '';
  await expect(game.nextNonce()).toHaveText('0');
  await checkA11y(page);
  await game.closeDialog();
  await expect(game.fairness).toBeHidden();

  const round = await game.playRound(async () => {
    const before = await game.amount(game.gameBalance);
    const stake = await game.amount(game.stake);
    await game.button('Start').click();
    await expect(game.announcement).toHaveText(/^\d+ mines hidden\. Pick a tile\.$/);
    // The stake is taken when the round opens; the header shows it at once.
    expect(await game.amount(game.gameBalance)).toBe(before - stake);
    await game.expectHeaderFollowsGame();
    await expect(game.button(/^Cash out/)).toBeDisabled();

    const field = game.frame.getByRole('grid', { name: 'Mine field' });
    await field.getByRole('button', { name: 'Row 3, column 3: hidden, reveal' }).click();
    await expect(game.announcement).toHaveText(/^(Gem! .+ — keep going or cash out\.|Boom — a mine\. .+)$/);
    if ((await game.announcement.textContent())?.startsWith('Gem!')) {
      await expect(field.getByRole('button', { name: 'Row 3, column 3: gem' })).toBeVisible();
      const offer = minorOf((await game.button(/^Cash out \S+$/).textContent()) ?? '');
      await game.button(/^Cash out \S+$/).click();
      await expect(game.announcement).toHaveText(/^Cashed out \S+ at [\d.]+×\.$/);
      expect(await game.amount(game.lastWin)).toBe(offer);
    } else {
      // The lost board shows the mine that was hit and every other mine; no gem.
      await expect(field.getByRole('button', { name: 'Row 3, column 3: mine' })).toBeVisible();
      const count = Number(await game.frame.getByLabel('Mines', { exact: true }).inputValue());
      await expect(field.getByRole('button', { name: /: mine$/ })).toHaveCount(count);
      await expect(field.getByRole('button', { name: /: gem$/ })).toHaveCount(0);
    }
  }, /^(Cashed out \S+ at [\d.]+×\.|Boom — a mine\. The round is lost\.)$/);
  expectRoundAddsUp(round);
  await game.expectHeaderFollowsGame();
  await expect(game.button('Start')).toBeEnabled();

  // Rotating reveals the seed behind the hash shown before play, and commits to a new one.
  await game.openFairness();
  await expect(game.nextNonce()).toHaveText('1');
  await expect(game.serverSeedHash()).toHaveText(committed);
  await game.fairness.getByRole('button', { name: 'Rotate seed pair and reveal the server seed' }).click();
  await expect(game.revealed('Server seed')).toHaveText(/^[0-9a-f]{64}$/);
  const serverSeed = (await game.revealed('Server seed').textContent()) ?? '';
  expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(committed);
  await expect(game.revealed('Its SHA-256 hash')).toHaveText(committed);
  await expect(game.revealed('Rounds played')).toHaveText('nonces 0 to 0');
  await expect(game.serverSeedHash()).not.toHaveText(committed);
  await expect(game.nextNonce()).toHaveText('0');

  // The verify page recomputes the recorded round from the revealed seeds.
  const [verify] = await Promise.all([
    page.waitForEvent('popup'),
    game.fairness.getByRole('link', { name: 'Verify the last round of this pair' }).click(),
  ]);
  await expect(verify.getByRole('heading', { level: 1 })).toHaveText('Verify a round');
  const result = verify.getByRole('region', { name: /: recomputed$/ });
  await expect(result).toContainText(`SHA-256 of the server seed: ${committed}`);
  await expect(result).toContainText(
    new RegExp(
      `Recorded round \\S+ matches: stake ${specAmount(round.stake)}, paid ${specAmount(round.win)}\\.`,
    ),
  );
  await checkA11y(verify);
});

import { expect, test } from './fixtures.ts';
import { GamePlayPage, minorOf } from './pages/game-play.ts';
import { newPlayerWithDeposit } from './players.ts';

// Animations on: the reels take their time, while the server has settled the spin before they start.
test.use({ reducedMotion: 'no-preference' });
test.describe.configure({ timeout: 180_000 });

/** Spins until one pays (a win is what the header could give away), at most this many times. */
const MAX_SPINS = 12;

test('during a slot spin the header shows a new balance only after the game has shown it', async ({
  site,
  page,
}) => {
  await newPlayerWithDeposit(site, 100, 'hold');
  const query = new URLSearchParams({ types: 'slot', count: '1', fields: 'sysname' });
  query.set('options', JSON.stringify({ has_jackpot: false }));
  const listed = await (await page.request.get(`/api/games.get?${query}`)).json();
  const game = new GamePlayPage(page);
  await game.open(listed.data.items[0].sysname);
  await game.expectHeaderFollowsGame();
  const shown = await game.recordBalances();

  let won = false;
  for (let spin = 0; spin < MAX_SPINS && !won; spin += 1) {
    await game.button('Spin').click();
    await expect(game.announcement).toHaveText(/^(You win \S+\.|No win this spin\.)$/, { timeout: 60_000 });
    won = (await game.amount(game.lastWin)) > 0;
    // A big win's banner plays after the announcement.
    await expect(game.button('Spin')).toBeEnabled({ timeout: 30_000 });
    await game.expectHeaderFollowsGame();
  }
  expect(won, 'no spin paid: the run shows nothing about results').toBe(true);

  const { header, game: inGame } = await shown();
  // Whenever the header took on an amount, the game was already showing it.
  for (const entry of header.slice(1)) {
    const gameShowed = inGame.filter((each) => each.at <= entry.at).at(-1);
    expect(gameShowed && minorOf(gameShowed.text), `the header showed ${entry.text}`).toBe(
      minorOf(entry.text),
    );
  }
});

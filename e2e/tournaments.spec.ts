import { expect, test } from './fixtures.ts';
import { GamePlayPage, pickGame } from './pages/game-play.ts';
import { TournamentsPage } from './pages/tournaments.ts';
import { newPlayerWithDeposit } from './players.ts';

const DEPOSIT = 200;
/** The demo content's running opt-in tournament (total win on slots) and its ended one. */
const RUNNING = { id: 1, title: 'Northern Lights tournament' };
const FINISHED = { id: 3, title: 'Autumn Spin Sprint' };
const MAX_SPINS = 20;

// Animations off: the rounds settle at once, and the same code paths run (dom.js skips only the waits).
test.use({ reducedMotion: 'reduce' });
// Signs up, deposits and plays until a spin wins: more than the usual minute on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('a player joins the running tournament, plays real rounds and sees themself on the leaderboard', async ({
  site,
  page,
  checkA11y,
}) => {
  await newPlayerWithDeposit(site, DEPOSIT, 'tournament');
  const tournaments = new TournamentsPage(page);

  await tournaments.openList();
  await expect(tournaments.section('Running')).toContainText(RUNNING.title);
  await expect(tournaments.section('Upcoming')).toContainText('Midnight Multiplier');
  await expect(tournaments.section('Finished')).toContainText(FINISHED.title);
  await checkA11y(page);

  await tournaments.card(RUNNING.title).getByRole('link', { name: RUNNING.title }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${RUNNING.id}$`));
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Take part' }).click();
  await expect(page.getByText('You are taking part')).toBeVisible();
  await expect(tournaments.ownRow).toContainText('(you)');
  await expect(tournaments.ownPlace).toContainText('You have no points yet');

  // The board stays open in a second tab while the player plays in this one: it is pushed its updates.
  const boardPage = await page.context().newPage();
  let pushes = 0;
  boardPage.on('websocket', (socket) =>
    socket.on('framereceived', ({ payload }) => {
      if (String(payload).includes('"tournaments.leaderboard"')) pushes += 1;
    }),
  );
  const board = new TournamentsPage(boardPage);
  await board.open(RUNNING.id);
  await boardPage.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

  // Total win scores: spin a slot until a spin wins (every spin stakes at least the minimum).
  const game = new GamePlayPage(page);
  await game.open(await pickGame(page.request, 'slot'));
  let won = 0;
  for (let spin = 0; spin < MAX_SPINS && won === 0; spin += 1) {
    const round = await game.playRound(
      () => game.button('Spin').click(),
      /^(You win \S+\.|No win this spin\.)$/,
    );
    won += round.win;
    await expect(game.button('Spin')).toBeEnabled();
  }
  expect(won).toBeGreaterThan(0);
  // Total win scores every real round's whole win: a spin's own message can show part of it (a feature
  // that pays on after the first win), so the points are what the round history says was won.
  const history = (await (await page.request.get('/api/getHistory?count=100&lang=en')).json()) as {
    data: { items: { win: number }[] };
  };
  const totalWin = history.data.items.reduce((sum, round) => sum + round.win, 0);
  expect(totalWin).toBeGreaterThanOrEqual(won);

  const points = totalWin.toLocaleString('en-US');
  // The open board updated itself, without a reload, from the live channel's push.
  await expect(board.ownPlace).toContainText(new RegExp(`^Your place: \\d+ with ${points} points$`), {
    timeout: 15_000,
  });
  await expect(board.ownRow).toContainText(points);
  expect(pushes).toBeGreaterThan(0);
  await checkA11y(boardPage);
  await boardPage.close();

  // Its games: 12 first, twice as many after "Show more".
  await tournaments.openGames(RUNNING.id);
  await expect(tournaments.games).toHaveCount(12);
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(tournaments.games).toHaveCount(24);

  // The ended tournament was finished by the server from its seeded standings: winners and prizes.
  await tournaments.open(FINISHED.id);
  await expect(page.getByRole('heading', { name: 'Winners' })).toBeVisible();
  await expect(page.getByText('1. NordicQueen — $1,000')).toBeVisible();
  await expect(page.getByText('2. LuckyLars — $375')).toBeVisible();
  await checkA11y(page);
});

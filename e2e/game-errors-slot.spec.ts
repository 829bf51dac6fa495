import { expect, test } from './fixtures.ts';

interface GamesAnswer {
  data: { items: { sysname: string; has_demo: boolean }[] };
}

// Spec §2.4: a game that fails to start shows the errors slot page, whose button leads to the game hall.
test('a game that fails to start shows the errors slot page', async ({
  page,
  site,
  request,
  consoleErrors,
}) => {
  const games = (await (await request.get('/api/games.get?count=20&lang=en&v=2.34')).json()) as GamesAnswer;
  const game = games.data.items.find((item) => item.has_demo)!;
  // The game's launcher breaks down: it answers the platform's error envelope instead of a game.
  await page.route(`**/platform/game/${game.sysname}/**`, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: { type: 'UnknownErrorException', message: 'Internal error' } }),
    }),
  );
  await site.goto(`/game/${game.sysname}`);
  await expect(page.getByRole('heading', { name: 'This game is unavailable' })).toBeVisible();
  await page.getByRole('link', { name: 'To the game hall' }).click();
  await expect(page).toHaveURL(/\/gamehall$/);
  expect(consoleErrors.every((error) => error.includes('status of 500'))).toBe(true);
  consoleErrors.length = 0;
});

import { expect, test } from './fixtures.ts';
import { GamePlayPage, pickGame } from './pages/game-play.ts';
import { SitePage } from './pages/site-page.ts';
import { newPlayerWithDeposit } from './players.ts';

/** The demo content's running jackpots, as the jackpots page names them. */
const JACKPOTS = ['Aurora Mini', 'Aurora Major', 'Aurora Mega'];
const MAX_ROLLS = 20;

/** An amount as the site shows dollars (spec §9): thousands commas, cents only when there are any. */
function dollars(minor: number): string {
  const text = (minor / 100).toLocaleString('en-US', {
    minimumFractionDigits: minor % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  });
  return `$${text}`;
}

test('the lobby shows providers, running jackpots and the latest wins with no script, in every locale', {
  tag: '@mobile',
}, async ({ browser, page, site, checkA11y }) => {
  // What a visitor sees before (or without) any script: every section is in the server's page.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() });
  try {
    const plain = await noScript.newPage();
    await plain.goto('/');
    for (const name of ['Popular games', 'Latest winners', 'Running jackpots', 'Game providers']) {
      await expect(plain.getByRole('region', { name })).toBeVisible();
    }
    await expect(plain.getByRole('region', { name: 'Running jackpots' }).getByRole('article')).toHaveCount(
      JACKPOTS.length,
    );
  } finally {
    await noScript.close();
  }

  await site.goto('/');
  // The running jackpots with their pools, each leading to its page.
  const jackpots = page.getByRole('region', { name: 'Running jackpots' });
  for (const name of JACKPOTS) {
    const card = jackpots.getByRole('article').filter({ has: page.getByRole('heading', { name }) });
    await expect(card.getByText(/^\$[\d,]+(\.\d\d)?$/)).toBeVisible();
    await expect(card.getByRole('link', { name })).toHaveAttribute('href', /^\/jackpots\/\d+$/);
  }
  await expect(jackpots.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/jackpots');
  // The demo content makes the rows' titles clickable (flags.clickableTitles): each leads where See all does.
  await expect(
    jackpots
      .getByRole('heading', { name: 'Running jackpots' })
      .getByRole('link', { name: 'Running jackpots' }),
  ).toHaveAttribute('href', '/jackpots');
  const popular = page.getByRole('region', { name: 'Popular games' });
  await expect(
    popular.getByRole('heading', { name: 'Popular games' }).getByRole('link', { name: 'Popular games' }),
  ).toHaveAttribute(
    'href',
    (await popular.getByRole('link', { name: 'See all' }).getAttribute('href')) ?? '',
  );

  // The providers: one link per studio to its games, named by its logo (the name is not repeated).
  const providers = page.getByRole('region', { name: 'Game providers' });
  const golden = providers.getByRole('link', { name: 'Golden Scarab', exact: true });
  await expect(golden).toHaveAttribute('href', '/gamehall?providers=golden-scarab');
  await expect(golden.getByRole('img', { name: 'Golden Scarab' })).toBeVisible();
  await expect(golden).not.toContainText('Golden Scarab');
  await expect(providers.getByRole('link', { name: 'See all' })).toHaveAttribute('href', '/providers');

  // The feed: each win a masked nickname, the amount and a link to the game; never a whole login.
  const feed = page.getByRole('region', { name: 'Latest winners' });
  await expect(feed).toBeVisible();
  await expect(feed).not.toContainText('@');
  await checkA11y(page);

  // The German home page is the same lobby.
  await site.goto('/de');
  await expect(page.getByRole('region', { name: 'Laufende Jackpots' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Spieleanbieter' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Neueste Gewinner' })).toBeVisible();
});

test('every link of the home page’s lobby leads to a page that exists', async ({ page, site }) => {
  test.setTimeout(120_000);
  await site.goto('/');
  // The hero, the banners' buttons, every row's tiles and "See all", the wins, the jackpots, the providers.
  // (The e2e code is typed without the DOM library.)
  type Anchor = { getAttribute(name: string): string | null };
  const hrefs = await site.main
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => (link as unknown as Anchor).getAttribute('href') ?? ''));
  const targets = [...new Set(hrefs.map((href) => href.split('#')[0] ?? href))];
  expect(targets.length).toBeGreaterThan(20);
  for (const target of targets) {
    expect((await page.request.get(target)).status(), target).toBe(200);
  }
});

test('the banners move on by themselves, but not under the pointer, in focus or under reduced motion', async ({
  page,
  site,
}) => {
  await page.clock.install();
  await site.goto('/');
  const dot = (number: number) => page.getByRole('button', { name: new RegExp(`^Show banner ${number} of`) });
  /** Two autoplay periods go by; the strip's smooth scroll takes real time, so that is waited for too. */
  const twoPeriodsLater = async () => {
    await page.clock.runFor(13_000);
    await page.waitForTimeout(1_500);
  };
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await page.mouse.move(0, 0);
  await page.clock.runFor(6_500);
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');

  await page.locator('#home-banners').hover();
  await twoPeriodsLater();
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');

  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Next banner' }).focus();
  await twoPeriodsLater();
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await site.goto('/');
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
  await twoPeriodsLater();
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');
});

test('the wins feed shows another player’s win as it happens, without a reload', async ({
  browser,
  page,
  site,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  let pushes = 0;
  // Heard from the page's start: the live channel may open as soon as the page has hydrated.
  const subscribed = new Promise<void>((resolve) =>
    page.on('websocket', (socket) => {
      socket.on('framesent', ({ payload }) => {
        if (String(payload).includes('games.recent_wins')) resolve();
      });
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"games.recent_wins"')) pushes += 1;
      });
    }),
  );
  await site.goto('/');
  const feed = page.getByRole('region', { name: 'Latest winners' });
  // The feed's live half loads after the first interaction.
  await page.mouse.move(10, 10);
  await page.mouse.wheel(0, 200);
  await subscribed;

  const before = await feed.getByRole('listitem').allTextContents();

  // Another player, in a browser of their own, rolls dice at $5 until a roll wins.
  const other = await browser.newContext({ reducedMotion: 'reduce' });
  try {
    const player = await other.newPage();
    await newPlayerWithDeposit(new SitePage(player), 100, 'lobby-winner');
    const game = new GamePlayPage(player);
    await game.open(await pickGame(player.request, 'fast', 'dice'));
    const gameName = (await player.getByRole('heading', { level: 1 }).textContent()) ?? '';
    const stakeUp = game.frame.locator('#hg-stake-up');
    for (let step = 0; step < 10 && (await game.amount(game.stake)) < 500; step += 1) await stakeUp.click();
    expect(await game.amount(game.stake)).toBe(500);
    const over = game.frame
      .getByRole('group', { name: 'Direction' })
      .getByRole('button', { name: 'Roll over' });
    await over.click();
    let win = 0;
    for (let roll = 0; roll < MAX_ROLLS && win === 0; roll += 1) {
      const round = await game.playRound(
        () => game.button('Roll').click(),
        /^Rolled \d+\.\d\d\. (You win \S+\.|No win\.)$/,
      );
      win = round.win;
      await expect(game.button('Roll')).toBeEnabled();
    }
    expect(win).toBeGreaterThan(500);

    // The guest's open home page shows it, pushed over the live channel: masked name, amount, game.
    const expected = `e2*** won ${dollars(win)}${gameName}`;
    const shown = async () =>
      (await feed.getByRole('listitem').allTextContents()).filter((text) => text === expected);
    await expect
      .poll(async () => (await shown()).length, { timeout: 15_000 })
      .toBeGreaterThan(before.filter((text) => text === expected).length);
    await expect(feed.getByRole('link', { name: gameName }).first()).toHaveAttribute(
      'href',
      /^\/game\/[\w-]+$/,
    );
    expect(pushes).toBeGreaterThan(0);
  } finally {
    await other.close();
  }
  await checkA11y(page);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { depositThroughGateway, registerPlayer } from './players.ts';

// Two players sign up and deposit, then their pages are asked many times at once: more than 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** The values a page gave its player: the account bar's balance and the personal data beside the page. */
async function personalOf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  return {
    html,
    cacheControl: response.headers()['cache-control'],
    setCookie: response.headers()['set-cookie'],
    balance: /data-testid="balance">([^<]*)</.exec(html)?.[1],
    login: /id="personal-data">[^<]*"login":"([^"]+)"/.exec(html)?.[1],
  };
}

/** Likes the first game of the hall's first page. */
async function likeFirstGame(page: Page): Promise<void> {
  const hall = await (await page.request.get('/gamehall')).text();
  const sysname = /href="\/game\/([\w-]+)"/.exec(hall)?.[1];
  if (!sysname) throw new Error('no game to like');
  const liked = await page.request.post('/api/addLike?lang=en', {
    form: { sysname },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(liked.ok()).toBe(true);
}

test('players asking for the same pages at once each get only their own values, a guest none (decision 0047)', async ({
  page,
  browser,
  playwright,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL as string;
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  const guest = await playwright.request.newContext({ baseURL });
  try {
    const first = await registerPlayer(page, 'shared-a');
    await depositThroughGateway(page, 25);
    await likeFirstGame(page);
    const second = await registerPlayer(otherPage, 'shared-b');
    await depositThroughGateway(otherPage, 40);

    // The pages rendered once for all players (their routes' `handle.personalHoles`): only a shared
    // render carries the personal data script the checks below read.
    const sharedPages = ['/', '/gamehall'];
    for (const path of sharedPages) {
      // Both players and a guest, five times each, all at once: one shared render serves them all.
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => [
          personalOf(page.request, path),
          personalOf(otherPage.request, path),
          personalOf(guest, path),
        ]).flat(),
      );
      for (const [index, answer] of answers.entries()) {
        const who = index % 3;
        if (who === 2) {
          expect(answer.balance, `${path}: a guest has no balance`).toBeUndefined();
          expect(answer.html).not.toContain('id="personal-data"');
          expect(answer.html).not.toContain(first);
          expect(answer.html).not.toContain(second);
          continue;
        }
        const [own, foreign, amount] = who === 0 ? [first, second, '$25'] : [second, first, '$40'];
        expect(answer.login, `${path}: the player's own data`).toBe(own);
        expect(answer.balance, `${path}: the player's own balance`).toBe(amount);
        expect(answer.html).not.toContain(foreign);
        expect(answer.cacheControl).toBe('private, no-store');
        expect(answer.setCookie).toBeUndefined();
        if (path === '/') {
          // The home's row of favourites is the first player's alone, rendered into the shared page.
          expect(answer.html.includes('id="row-favourites"')).toBe(who === 0);
        } else {
          // The favourite mark is the player's own: the first player liked a game, the second none.
          expect(answer.html.match(/data-liked="true"/g)?.length ?? 0).toBe(who === 0 ? 1 : 0);
        }
      }
    }

    // React Router's data requests (a revalidation after signing in) carry the player's own values.
    const rootData = await (await page.request.get('/_root.data')).text();
    expect(rootData).toContain(first);
    expect(rootData).not.toContain('\u2063personal\u2063');

    // In the browser: the header shows the player's balance from the first paint, the page hydrates
    // without errors (the fixture fails on any), and the liked game's heart is marked.
    await page.goto('/gamehall');
    await expect(page.getByTestId('balance')).toHaveText('$25');
    await expect(page.locator('.favourite-button[data-liked="true"]')).toHaveCount(1);
    await otherPage.goto('/gamehall');
    await expect(otherPage.getByTestId('balance')).toHaveText('$40');
    await expect(otherPage.locator('.favourite-button[data-liked="true"]')).toHaveCount(0);
    await page.goto('/');
    await expect(page.getByTestId('balance')).toHaveText('$25');
    await expect(page.locator('#row-favourites')).toBeVisible();
  } finally {
    await other.close();
    await guest.dispose();
  }
});

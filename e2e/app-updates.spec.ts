import { expect, test } from './fixtures.ts';

// The installable, updatable site (spec §4 "Install and update", "Build check"). The browser code is
// given as strings: the tests' TypeScript has no DOM types.
test.use({ serviceWorkers: 'allow' });

/** The updates start after the page's first interaction (root.tsx). */
const interact = (page: import('@playwright/test').Page) => page.mouse.move(20, 20);

test('the service worker makes the site work offline, in the page language', async ({
  page,
  context,
  site,
}) => {
  await site.goto('/de');
  await interact(page);
  await expect(page.locator('html')).toHaveAttribute('data-sw', /offlineReady|activated/, {
    timeout: 20_000,
  });
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (globalThis as unknown as { navigator: { serviceWorker: { controller: unknown } } }).navigator
            .serviceWorker.controller !== null,
      ),
    )
    .toBe(true);
  await context.setOffline(true);
  try {
    await page.goto('/de/gamehall');
    await expect(page.getByRole('heading', { level: 1, name: 'Du bist offline' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Erneut versuchen' })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
  await page.getByRole('link', { name: 'Erneut versuchen' }).click();
  await expect(page.locator('.site-header')).toBeVisible();
});

test.describe('without a service worker', () => {
  // Blocked here, as in browsers without one: the build check alone notices the deploy. (The worker's own
  // update, waiting and SKIP_WAITING, is covered by app-updates.test.ts: Chromium fetches a worker's
  // script past the test's routes, so a test cannot play a new one.)
  test.use({ serviceWorkers: 'block' });

  test('a new build is offered to the open page, and taking it reloads the page', async ({
    page,
    context,
    site,
  }) => {
    await site.goto('/');
    await expect(page.locator('.site-header')).toBeVisible();
    await interact(page);
    const own = await page.evaluate<string | undefined>('window.__reactRouterManifest?.version');
    expect(own).toBeTruthy();
    // A deploy: the servers now answer with a newer build.
    await context.route('**/builds/latest.json', (route) =>
      route.fulfill({ json: { id: `${own}-next`, timestamp: Date.now() + 60_000 } }),
    );
    // The page checks when it becomes visible again (and every ten minutes), once it has settled.
    const offer = page.getByRole('status').filter({ hasText: 'A new version of the site is ready' });
    await expect(async () => {
      await page.evaluate("document.dispatchEvent(new Event('visibilitychange'))");
      await expect(offer).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await page.evaluate('window.beforeReload = true');
    await offer.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.evaluate('window.beforeReload === true')).toBe(false);
    await expect(page.locator('.site-header')).toBeVisible();
  });
});

test('the install prompt is offered by the site and not again once declined', async ({ page, site }) => {
  await site.goto('/');
  await interact(page);
  await expect(page.locator('html')).toHaveAttribute('data-sw', /registered|offlineReady|activated/, {
    timeout: 20_000,
  });
  // Chromium decides itself when a site is installable; the test plays its event, which the player declines.
  const firePrompt = () =>
    page.evaluate<boolean>(`(() => {
      const event = new Event('beforeinstallprompt', { cancelable: true });
      window.installCalls = window.installCalls ?? { prompted: 0 };
      Object.assign(event, {
        prompt: async () => { window.installCalls.prompted += 1; },
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    })()`);
  expect(await firePrompt()).toBe(true);
  const offer = page.getByRole('status').filter({ hasText: 'Install the casino app' });
  await offer.getByRole('button', { name: 'Install' }).click();
  await expect.poll(() => page.evaluate('window.installCalls.prompted')).toBe(1);
  await page.reload();
  await interact(page);
  await expect(page.locator('html')).toHaveAttribute('data-sw', /.+/, { timeout: 20_000 });
  expect(await firePrompt()).toBe(true);
  await page.waitForTimeout(500);
  await expect(page.getByRole('status').filter({ hasText: 'Install the casino app' })).toHaveCount(0);
});

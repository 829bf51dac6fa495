import { expect, test } from './fixtures.ts';
import { AuthPopupPage } from './pages/auth-popup.ts';
import { BackofficePage, demoAdmin } from './pages/backoffice.ts';

// Analytics and signals (decision 0052): checked once, on a desktop; nothing here lays out differently.
test.use({ viewport: { width: 1280, height: 800 } });

test('the landing’s tracking parameters reach the registered player; events and web vitals reach the platform', async ({
  site,
  page,
  browser,
}) => {
  test.slow();
  // What the browser sends to the platform's receivers, as the site sends it.
  const events: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/events.handle') events.push(url.searchParams.get('event_name') ?? '');
  });
  // An affiliate's link: the head script takes the parameters out of the address (decision 0021) and
  // the signals, started after the first interaction, hand them to the data layer.
  await site.goto(
    '/?show_popup_reg=1&track_id=e2e-aff&publisher_id=e2e-pub&goal_id=e2e-goal&link_id=e2e-link',
  );
  await expect(page).toHaveURL(/\/\?show_popup_reg=1$/);
  const popup = new AuthPopupPage(page);
  await popup.field('Email').fill(`e2e-signals-${Date.now()}@example.com`);
  // Polled through the browser's protocol: the page's CSP forbids the string evaluation waitForFunction uses.
  await expect
    .poll(() =>
      page.evaluate(() =>
        ((globalThis as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).some(
          (entry) => entry.track_id === 'e2e-aff' && entry.link_id === 'e2e-link',
        ),
      ),
    )
    .toBe(true);
  // No container id in the demo content: no tag manager is loaded.
  await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0);

  const email = `e2e-signals-${Date.now()}@example.com`;
  await popup.register(email, 'secret12');
  await expect(page).toHaveURL(/\/cashier\/deposit$/);
  // Registration identified the player and sent the sign-up.
  expect(events).toEqual(expect.arrayContaining(['identify', 'sign_up']));
  expect(events.indexOf('identify')).toBeLessThan(events.indexOf('sign_up'));
  // Registration goes on in the same document; leaving it sends the landing page's vitals (pagehide).
  await site.goto('/gamehall');
  const playerId = String(
    ((await (await page.request.get('/api/account.getInfo')).json()) as { data: { uid: number } }).data.uid,
  );

  // The operator sees where the player came from, and the landing page's vitals in the report.
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const backoffice = new BackofficePage(await staffContext.newPage());
  const admin = demoAdmin();
  await backoffice.signIn(admin.email, admin.password, admin.totpSecret);
  await backoffice.open(`/players/${playerId}`);
  const acquisition = backoffice.main.getByRole('region', { name: 'Acquisition and device' });
  for (const value of ['e2e-aff', 'e2e-pub', 'e2e-goal', 'e2e-link'])
    await expect(acquisition).toContainText(value);
  await backoffice.goTo('Reports');
  await backoffice.main.getByLabel('Report', { exact: true }).selectOption('web_vitals');
  await backoffice.main.getByLabel('Route contains', { exact: true }).fill('index');
  await backoffice.main.getByRole('button', { name: 'Apply filters' }).click();
  // The vitals the landing page sent with sendBeacon as it was left.
  await expect(backoffice.main.getByRole('table')).toContainText('TTFB');
  await expect(backoffice.main.getByRole('table')).toContainText('FCP');
  await staffContext.close();
});

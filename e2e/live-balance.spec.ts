import { expect, test } from './fixtures.ts';
import { CashierPage } from './pages/cashier.ts';
import { SitePage } from './pages/site-page.ts';
import { registerPlayer } from './players.ts';

// The e2e project compiles without the DOM library.
declare const window: Record<string, unknown>;

/** Well under the shortest balance polling interval (10 s by default, and off in the demo content). */
const LIVE_TIMEOUT_MS = 5_000;

test('a deposit made in another tab shows in the header at once, over the live channel', async ({
  site,
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // With SharedWorker the connection lives in the worker, not in the tab.
  const tabSockets: string[] = [];
  page.on('websocket', (socket) => tabSockets.push(socket.url()));
  await registerPlayer(page, 'live');
  // Not home: its wins feed follows a public topic over a connection of its own.
  await site.goto('/promotions');
  const header = new CashierPage(page);
  await header.expectBalance('$0');

  // A tab without SharedWorker holds its own connection.
  const ownSocketTab = await context.newPage();
  await ownSocketTab.addInitScript(() => {
    delete window.SharedWorker;
  });
  const ownSockets: string[] = [];
  ownSocketTab.on('websocket', (socket) => ownSockets.push(socket.url()));
  await new SitePage(ownSocketTab).goto('/promotions');
  const ownSocketHeader = new CashierPage(ownSocketTab);
  await ownSocketHeader.expectBalance('$0');
  await expect.poll(() => ownSockets).toEqual([expect.stringMatching(/^ws:\/\/localhost:\d+\/ws$/)]);

  // Polling is off here: any balance request from these tabs would be something else updating them.
  const balanceRequests: string[] = [];
  for (const each of [page, ownSocketTab]) {
    each.on('request', (request) => {
      if (/\/api\/account\.getBalance/i.test(request.url())) balanceRequests.push(request.url());
    });
  }

  const payTab = new CashierPage(await context.newPage());
  await payTab.gotoDeposit();
  await payTab.deposit(25);
  await payTab.gatewayOutcome('Pay successfully');
  await expect(payTab.page).toHaveURL(/\/cashier\/paysuccess\/[\w-]+$/);

  await expect(header.balance).toHaveText('$25', { timeout: LIVE_TIMEOUT_MS });
  await expect(ownSocketHeader.balance).toHaveText('$25', { timeout: LIVE_TIMEOUT_MS });
  expect(page.url()).toMatch(/\/promotions$/);
  expect(balanceRequests).toEqual([]);
  expect(tabSockets).toEqual([]);
});

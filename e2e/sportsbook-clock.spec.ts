import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { BetHistoryPage } from './pages/bet-history.ts';
import { CashierPage } from './pages/cashier.ts';
import { SportsbookPage } from './pages/sportsbook.ts';
import { depositThroughGateway, registerPlayer } from './players.ts';

// Runs in the `sportsbook-clock` project, after every other spec (playwright.config.ts): it moves the
// e2e server's sportsbook a day forward (the demo-only clock, SPORTSBOOK_TEST_CLOCK=1), which would
// finish the events other specs are betting on. Alone: `npx playwright test e2e/sportsbook-clock.spec.ts
// --project=sportsbook-clock --no-deps` (without --no-deps its dependencies run the whole suite first).

async function api(page: Page, action: string, form?: Record<string, string>) {
  const url = `/api/${action}${action.includes('?') ? '&' : '?'}lang=en`;
  const response = form
    ? await page.request.post(url, { form, headers: { 'sec-fetch-site': 'same-origin' } })
    : await page.request.get(url);
  expect(response.ok(), `${action}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

type Bet = {
  id: string;
  type: string;
  status: string;
  funding: string;
  total_stake: number;
  return: number | null;
};

/** Cents as the site shows dollars: "$99.50", "$100". */
function dollars(amount: number): string {
  return amount % 100 === 0 ? `$${amount / 100}` : `$${(amount / 100).toFixed(2)}`;
}

test('a player places an accumulator and a system bet with money and a single from the betting bonus; the fast-forwarded events settle them all, the balance is right at every step, and the bonus is released', async ({
  page,
  checkA11y,
}) => {
  test.setTimeout(150_000);
  await registerPlayer(page, 'sportsbook-clock');
  await depositThroughGateway(page, 50);
  // The free bet code: $5 of betting bonus, wagered once by settled bets at odds of 1.80 or more.
  expect(await api(page, 'campaigns.activateOffer', { promo_code: 'FREEBET5' })).toMatchObject({
    status: 'active',
  });
  const cashier = new CashierPage(page);
  const book = new SportsbookPage(page);
  await book.goto('?status=upcoming');
  const events = book.events(book.section('Events')).filter({ has: page.locator('.odds-button') });

  // An accumulator of two events' home prices, $2.
  await book.mainPrices(events.nth(0)).first().click();
  await book.mainPrices(events.nth(1)).first().click();
  await book.openSlip();
  await book.slip.getByText('Accumulator', { exact: true }).click();
  await book.slip.getByRole('textbox', { name: 'Stake per line' }).fill('2');
  await book.slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(book.slip.getByRole('status')).toHaveText('Your bet is placed.');
  await book.receipt().getByRole('button', { name: 'Done' }).click();
  // The header shows the total: $50 of money and the $5 bonus.
  await cashier.expectBalance('$53');

  // A system bet 2/3 on three more events, $1 a line: three lines, $3.
  for (const index of [2, 3, 4]) await book.mainPrices(events.nth(index)).first().click();
  await book.openSlip();
  await book.slip.getByText('System', { exact: true }).click();
  await book.slip.getByRole('combobox', { name: 'System bet' }).selectOption('2');
  await book.slip.getByRole('textbox', { name: 'Stake per line' }).fill('1');
  await expect(book.slip.locator('.slip-summary')).toContainText('$3');
  await book.slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(book.slip.getByRole('status')).toHaveText('Your bet is placed.');
  await book.receipt().getByRole('button', { name: 'Done' }).click();
  await cashier.expectBalance('$50');

  // A single at odds of 1.90 or more, staked from the betting bonus: only the bonus part of the total goes.
  const prices = events.locator('.event-row__odds button.odds-button');
  const texts = await prices.locator('.odds-button__price').allTextContents();
  // Past the five events already taken (three prices each at most).
  const index = texts.findIndex((text, at) => at >= 15 && Number.parseFloat(text) >= 1.9);
  expect(index).toBeGreaterThanOrEqual(15);
  await prices.nth(index).click();
  await book.openSlip();
  const fromBonus = book.slip.getByRole('checkbox', { name: 'Stake from my betting bonus ($5)' });
  await fromBonus.check();
  await book.slip.getByRole('textbox', { name: 'Stake per bet' }).fill('5');
  await checkA11y(page);
  await book.slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(book.slip.getByRole('status')).toHaveText('Your bet is placed.');
  await cashier.expectBalance('$45');
  const placed = (await api(page, 'sportsbook.getBets?status=open')) as { items: Bet[] };
  expect(placed.items.map((bet) => [bet.type, bet.funding, bet.total_stake])).toEqual([
    ['single', 'betting_bonus', 500],
    ['system', 'main', 300],
    ['accumulator', 'main', 200],
  ]);
  expect(
    ((await api(page, 'account.getBalance')) as { balance_betting_bonus: { amount: number } })
      .balance_betting_bonus.amount,
  ).toBe(0);

  const history = new BetHistoryPage(page);
  await history.goto();
  await expect(history.bets).toHaveCount(3);

  // A day later every event has finished: the settler settles all three.
  const moved = await page.request.post('/providers/sportsbook/clock/advance', {
    form: { minutes: String(24 * 60) },
    headers: { 'sec-fetch-site': 'same-origin' },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  await expect
    .poll(async () => ((await api(page, 'sportsbook.getBets?status=open')) as { count: number }).count, {
      timeout: 30_000,
    })
    .toBe(0);
  const settled = ((await api(page, 'sportsbook.getBets?status=settled')) as { items: Bet[] }).items;
  expect(settled).toHaveLength(3);
  for (const bet of settled) expect(['won', 'lost', 'void']).toContain(bet.status);

  // The money bets' returns reach the main balance; the bonus bet was the bonus's only wagering (×1
  // of $5 at 1.90 or more), so the bonus is released with what its bet returned.
  const returned = settled.reduce((sum, bet) => sum + (bet.return ?? 0), 0);
  await page.reload();
  await cashier.expectBalance(dollars(4_500 + returned));
  await history.goto('?status=settled');
  await expect(history.bets).toHaveCount(3);
  await checkA11y(page);
  await page.goto('/profile/bonuses');
  const freeBet = page
    .locator('section[aria-labelledby="betting-bonuses"]')
    .locator('.bonus-card', { hasText: 'Free bet 5' });
  await expect(freeBet.locator('.bonus-card__status')).toHaveText('Released');
});

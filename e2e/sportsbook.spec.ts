import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { BetHistoryPage } from './pages/bet-history.ts';
import { CashierPage } from './pages/cashier.ts';
import { SportsbookPage } from './pages/sportsbook.ts';
import { newPlayerWithDeposit } from './players.ts';

test('a guest browses live and upcoming events, builds an accumulator that survives a reload', {
  tag: '@mobile',
}, async ({ page, checkA11y }) => {
  const book = new SportsbookPage(page);
  await book.goto();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sportsbook');
  const live = book.section('Live now');
  await expect(book.events(live).first()).toBeVisible();
  await expect(book.events(live).first().locator('.badge--live')).toHaveText('Live');
  await checkA11y(page);

  // Upcoming events: a filter of their own, each with its kick-off and main-market prices.
  await book.main.getByRole('link', { name: 'Upcoming', exact: true }).click();
  await expect(page).toHaveURL(/\/betting\?status=upcoming$/);
  const upcoming = book.events(book.section('Events'));
  await expect(upcoming.first().locator('time')).toBeVisible();

  // A first selection from the list.
  const first = upcoming.filter({ has: page.locator('.odds-button') }).first();
  await book.mainPrices(first).first().click();
  await expect(book.mainPrices(first).first()).toHaveAttribute('aria-pressed', 'true');

  // A second from another event's page, where every market is listed.
  const second = upcoming.filter({ has: page.locator('.odds-button') }).nth(1);
  await second.locator('.event-row__name').click();
  await expect(page).toHaveURL(/\/betting\/event\/[a-z-]+-\d+-\d+$/);
  await expect(book.main.getByRole('heading', { level: 2, name: 'Main' })).toBeVisible();
  await expect(book.main.locator('.market__name').first()).toBeVisible();
  await book.main.locator('.market').first().locator('.odds-button').first().click();
  await checkA11y(page);

  await book.openSlip();
  await expect(book.slipSelections()).toHaveCount(2);
  // Two selections make an accumulator; a stake shows the potential return.
  await book.slip.getByText('Accumulator', { exact: true }).click();
  await expect(book.slip.getByRole('radio', { name: 'Accumulator' })).toBeChecked();
  await book.slip.getByRole('textbox', { name: 'Stake per line' }).fill('10');
  await expect(book.potentialReturn()).toHaveText(/^\$[\d,]+(\.\d\d)?$/);
  const shown = await book.potentialReturn().textContent();
  await checkA11y(page);

  // Odds format is a preference: fractional prices everywhere, kept across the reload.
  await book.slip.getByRole('combobox', { name: 'Odds format' }).selectOption('fractional');
  await expect(book.slip.locator('.slip-selection__odds').first()).toHaveText(/^\d+\/\d+$/);

  await page.reload();
  await book.waitForHydration();
  await book.openSlip();
  await expect(book.slipSelections()).toHaveCount(2);
  await expect(book.slip.getByRole('radio', { name: 'Accumulator' })).toBeChecked();
  await expect(book.potentialReturn()).toHaveText(shown ?? '');
  await expect(book.main.locator('.odds-button__price').first()).toHaveText(/^\d+\/\d+/);

  // A guest who places the bet is asked to sign in.
  await book.slip.getByRole('button', { name: 'Sign in to place your bet' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a player places a single on an upcoming event: the receipt shows it, the stake leaves the balance once, the bet is open; then cashes part of it out and the rest from the bet history', {
  tag: '@mobile',
}, async ({ site, page, checkA11y }) => {
  // Signs up, deposits, bets and cashes out twice: more than a page's work on a busy machine.
  test.setTimeout(150_000);
  await newPlayerWithDeposit(site, 100, 'bet');
  const book = new SportsbookPage(page);
  await book.goto('?status=upcoming');
  // An event an hour or so away: one that kicks off during the test would move its cash-out offer.
  const event = book
    .events(book.section('Events'))
    .filter({ has: page.locator('.odds-button') })
    .nth(5);
  const [home, away] = await event.locator('.event-row__name span').allTextContents();
  // The first price of the main market is the home side's.
  await book.mainPrices(event).first().click();
  await book.openSlip();
  await expect(book.slipSelections()).toHaveCount(1);
  await book.slip.getByRole('textbox', { name: 'Stake per bet' }).fill('10');
  await book.slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(book.slip.getByRole('status')).toHaveText('Your bet is placed.');
  await expect(book.slipSelections()).toHaveCount(0);
  await new CashierPage(page).expectBalance('$90');
  // The receipt: the bet's id, its selection, stake and potential return.
  const receipt = book.receipt();
  await expect(receipt.getByRole('heading', { name: 'Bet receipt' })).toBeVisible();
  await expect(book.receiptValue('Bet ID')).toHaveText(
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
  );
  await expect(receipt.locator('.bet-receipt__pick')).toHaveText(home ?? '');
  await expect(book.receiptValue('Stake')).toHaveText('$10');
  await expect(book.receiptValue('Potential return')).toHaveText(/^\$\d+(\.\d\d)?$/);
  const betId = await book.receiptValue('Bet ID').textContent();
  await checkA11y(page);
  await receipt.getByRole('button', { name: 'Done' }).click();
  await expect(receipt).toHaveCount(0);

  const response = await page.request.get('/api/sportsbook.getBets?status=open');
  const { data } = (await response.json()) as {
    data: { items: { type: string; total_stake: number; status: string }[] };
  };
  expect(data.items).toEqual([
    expect.objectContaining({ type: 'single', total_stake: 1000, status: 'open' }),
  ]);

  // The bet history lists it under Open, with its stake and its selection.
  const history = new BetHistoryPage(page);
  await history.goto();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bet history');
  await expect(history.filter('Open')).toHaveAttribute('aria-current', 'page');
  await expect(history.bets).toHaveCount(1);
  const bet = history.bets.first();
  await expect(bet.getByRole('heading', { level: 2 })).toHaveText('Single');
  await expect(bet.locator('.bet-card__status')).toHaveText('Open');
  await expect(history.summary(bet, 'Total stake')).toHaveText('$10');
  await expect(bet.locator('.bet-leg__pick')).toHaveText(home ?? '');
  await expect(bet.locator('.bet-leg__market')).toHaveText('Match result');
  await expect(bet.locator('.bet-leg__event')).toHaveText(`${home} – ${away}`);
  await expect(bet.locator('.bet-leg__outcome')).toHaveText('Not settled yet');
  // Its details are the receipt's.
  await bet.getByText('Bet details').click();
  await expect(history.summary(bet, 'Bet ID')).toHaveText(betId ?? '');
  await checkA11y(page);

  // Part of it first: more than the offer is refused on the page; $1 is paid and the bet stays open.
  await bet.getByText('Cash out part').click();
  const part = bet.getByRole('textbox', { name: 'Amount to cash out' });
  await part.fill('100000');
  await bet.getByRole('button', { name: 'Cash out this amount' }).click();
  await expect(part).toHaveAttribute('aria-invalid', 'true');
  await expect(bet.getByText(/^Enter an amount above zero and below \$[\d.,]+\.$/)).toBeVisible();
  await part.fill('1');
  await bet.getByRole('button', { name: 'Cash out this amount' }).click();
  const partDialog = page.getByRole('dialog', { name: 'Cash out part of this bet?' });
  await expect(partDialog).toContainText('You get $1 now');
  await checkA11y(page);
  await partDialog.getByRole('button', { name: 'Cash out', exact: true }).click();
  await expect(history.summary(bet, 'Cashed out so far')).toHaveText('$1');
  await new CashierPage(page).expectBalance('$91');

  // The rest at the offer shown, after a confirm: it leaves Open, shows under Settled, and its return
  // reaches the balance.
  const cashOut = bet.getByRole('button', { name: /^Cash out \$[\d.,]+$/ });
  const offer = cents((await cashOut.textContent())?.replace('Cash out ', '') ?? '');
  await cashOut.click();
  const dialog = page.getByRole('dialog', { name: 'Cash out this bet?' });
  await expect(dialog).toContainText(`You get ${dollars(offer)} now and the bet is closed.`);
  await dialog.getByRole('button', { name: 'Cash out', exact: true }).click();
  await expect(history.bets).toHaveCount(0);
  await expect(history.main.getByRole('link', { name: 'Go to the sportsbook' })).toBeVisible();
  await history.filter('Settled').click();
  await expect(page).toHaveURL(/\/profile\/bets\?status=settled$/);
  await expect(history.bets).toHaveCount(1);
  const settled = history.bets.first();
  await expect(settled.locator('.bet-card__status')).toHaveText('Cashed out');
  await expect(settled.getByRole('button', { name: /^Cash out/ })).toHaveCount(0);
  // The book pays today's offer when it is at least the one shown; the return counts the $1 part too.
  const paid = cents((await history.summary(settled, 'Return').textContent()) ?? '') - 100;
  expect(paid).toBeGreaterThanOrEqual(offer);
  await new CashierPage(page).expectBalance(dollars(9100 + paid));
  await checkA11y(page);

  // The second tab lists the wallet's rounds (getHistory), the sportsbook's own among them.
  await history.main.getByRole('link', { name: 'Casino rounds' }).click();
  await expect(page).toHaveURL(/\/profile\/bets\?kind=casino$/);
  const rounds = history.main.getByRole('table', { name: 'Casino rounds, newest first' });
  await expect(rounds.getByRole('columnheader')).toHaveText(['Game', 'Started', 'Bet', 'Win', 'Status']);
  await expect(rounds.getByRole('row').nth(1).getByRole('cell').nth(2)).toHaveText('$10');
  await checkA11y(page);

  // The rounds as a file: built in the background, then offered for download.
  await history.main.getByRole('button', { name: 'Export history (CSV)' }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    history.main.getByRole('link', { name: 'Download CSV' }).click(),
  ]);
  const lines = (await readFile(await csv.path(), 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toContain('Game');
  expect(lines.length).toBeGreaterThan(1);
});

/** "$9.50" in cents. */
function cents(text: string): number {
  return Math.round(Number(text.replace(/[$,]/g, '')) * 100);
}

/** Cents as the site shows dollars: "$99.50", "$100". */
function dollars(amount: number): string {
  return amount % 100 === 0 ? `$${amount / 100}` : `$${(amount / 100).toFixed(2)}`;
}

test('the betting games of the game hall open the sportsbook, each at its sport', async ({ page }) => {
  await page.goto('/gamehall?providers=sportsbook');
  const tiles = page.locator('.game-tile');
  await expect(tiles).toHaveCount(8);
  await page.getByRole('link', { name: 'Football betting', exact: true }).click();
  await expect(page).toHaveURL(/\/betting\?sport=football$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The tile's Play button leads there too, never to a dead game frame.
  await page.goBack();
  await tiles.filter({ hasText: 'Tennis betting' }).hover();
  await page.getByRole('link', { name: 'Play Tennis betting' }).click();
  await expect(page).toHaveURL(/\/betting\?sport=tennis(#real)?$/);
  // The whole book and live betting too; in another locale the page keeps its prefix.
  await page.goto('/de/game/sportsbook-live');
  await expect(page).toHaveURL(/\/de\/betting\?status=live$/);
});

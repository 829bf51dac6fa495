import { type APIRequestContext, expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** Minor units of an amount as the site or a game shows it ("$1,234.50", "$100"). */
export function minorOf(text: string): number {
  const amount = text.replace(/[^\d.]/g, '');
  if (!/^\d+(\.\d+)?$/.test(amount)) throw new Error(`Not an amount: "${text}"`);
  return Math.round(Number(amount) * 100);
}

/** The first game of the catalogue of a type and tag (jackpot games left out: a jackpot pays on top). */
export async function pickGame(request: APIRequestContext, type: string, tag?: string): Promise<string> {
  const query = new URLSearchParams({
    types: type,
    count: '1',
    fields: 'sysname',
    options: JSON.stringify({ has_jackpot: false }),
  });
  if (tag) query.set('tags', tag);
  const response = await request.get(`/api/games.get?${query}`);
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { items: { sysname: string }[] } };
  expect(data.items).toHaveLength(1);
  return data.items[0]!.sysname;
}

/** An amount as a display showed it, and when it started showing it (ms since the epoch). */
export interface ShownAmount {
  text: string;
  at: number;
}

/** What the round's display showed: the stake taken, the last win paid, the game's balance after. */
export interface RoundResult {
  before: number;
  stake: number;
  win: number;
  after: number;
}

/**
 * A game page in real-money mode and the house game in its frame: the shared bar (balance, last win,
 * stake), the game's own controls, and the rules, history and fairness dialogs.
 */
export class GamePlayPage {
  readonly frame: FrameLocator;
  readonly headerBalance: Locator;
  readonly gameBalance: Locator;
  readonly lastWin: Locator;
  readonly stake: Locator;
  readonly announcement: Locator;
  readonly fairness: Locator;

  constructor(readonly page: Page) {
    this.frame = page.frameLocator('iframe.game-stage__frame');
    this.headerBalance = page.getByTestId('balance');
    this.gameBalance = this.frame.locator('#hg-balance');
    this.lastWin = this.frame.locator('#hg-last-win');
    this.stake = this.frame.getByRole('group', { name: /^(Stake|Chip)$/ }).locator('output');
    // The game's live region (its outputs are status regions too).
    this.announcement = this.frame.locator('#hg-announce');
    this.fairness = this.frame.getByRole('dialog', { name: 'Provably fair' });
  }

  /** Opens `/game/{sysname}` in real mode and waits until the game has started in its frame. */
  async open(sysname: string) {
    await this.page.goto(`/game/${sysname}`);
    await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await expect(this.page.locator('iframe.game-stage__frame')).toHaveAttribute(
      'src',
      `/platform/game/${sysname}/play`,
    );
    await expect(this.frame.locator('body.hg-ready')).toBeAttached();
    await expect(this.frame.getByText('Real money', { exact: true })).toBeVisible();
  }

  button(name: string | RegExp) {
    return this.frame.getByRole('button', { name, exact: typeof name === 'string' });
  }

  async amount(locator: Locator): Promise<number> {
    return minorOf((await locator.textContent()) ?? '');
  }

  /**
   * Plays one round with `start` and waits for its result to be announced (`settled` tells the
   * round's last announcement from an intermediate one); answers the amounts the game showed. One
   * round per page load, so no earlier announcement can pass for this round's.
   */
  async playRound(start: () => Promise<void>, settled: RegExp): Promise<RoundResult> {
    const before = await this.amount(this.gameBalance);
    const stake = await this.amount(this.stake);
    await start();
    await expect(this.announcement).toHaveText(settled, { timeout: 15_000 });
    const win = await this.amount(this.lastWin);
    const after = await this.amount(this.gameBalance);
    return { before, stake, win, after };
  }

  /** The header's balance (main, no bonus here) equals what the game shows. */
  async expectHeaderFollowsGame() {
    const shown = await this.amount(this.gameBalance);
    await expect.poll(async () => minorOf((await this.headerBalance.textContent()) ?? '')).toBe(shown);
  }

  /**
   * Starts writing down, with the time, every amount the header and the game's own bar show from now on;
   * the returned function reads both logs.
   */
  async recordBalances(): Promise<() => Promise<{ header: ShownAmount[]; game: ShownAmount[] }>> {
    // Runs in the browser (the e2e project compiles without the DOM library, hence the casts).
    const watch = (element: unknown) => {
      const target = element as { textContent: string | null };
      const page = globalThis as unknown as {
        shownAmounts: ShownAmount[];
        MutationObserver: new (
          callback: () => void,
        ) => { observe(target: unknown, options: Record<string, boolean>): void };
      };
      const log: ShownAmount[] = [{ text: target.textContent ?? '', at: Date.now() }];
      new page.MutationObserver(() => {
        const text = target.textContent ?? '';
        if (text !== log.at(-1)?.text) log.push({ text, at: Date.now() });
      }).observe(target, { childList: true, characterData: true, subtree: true });
      page.shownAmounts = log;
    };
    await this.headerBalance.evaluate(watch);
    await this.gameBalance.evaluate(watch);
    const read = (locator: Locator) =>
      locator.evaluate(() => (globalThis as unknown as { shownAmounts: ShownAmount[] }).shownAmounts);
    return async () => ({ header: await read(this.headerBalance), game: await read(this.gameBalance) });
  }

  async openFairness() {
    await this.frame
      .getByRole('navigation', { name: 'Game tools' })
      .getByRole('button', { name: 'Fairness' })
      .click();
    await expect(this.fairness).toBeVisible();
  }

  serverSeedHash() {
    return this.fairness.locator('#hg-server-hash');
  }

  nextNonce() {
    return this.fairness.locator('#hg-nonce');
  }

  /** The revealed pair's fact (Server seed, Its SHA-256 hash, Client seed) after a rotation. */
  revealed(term: string) {
    return this.fairness
      .locator('#hg-revealed div')
      .filter({ has: this.frame.locator('dt', { hasText: new RegExp(`^${term}$`) }) })
      .locator('dd');
  }

  async closeDialog() {
    await this.frame.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  }
}

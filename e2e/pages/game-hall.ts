import { expect, type Locator, type Page } from '@playwright/test';

/** The game hall (grid, categories, provider filter, search popup), the providers page and a game page. */
export class GameHallPage {
  readonly main: Locator;
  readonly grid: Locator;
  readonly tiles: Locator;
  readonly showMore: Locator;
  readonly providerMenu: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.main = page.locator('main#main');
    this.grid = this.main.locator('ul.game-grid');
    this.tiles = this.grid.locator('li.game-tile:not(.game-tile--skeleton)');
    this.showMore = this.main.getByRole('button', { name: 'Show more' });
    this.providerMenu = this.main.locator('details.provider-filter__menu');
    this.dialog = page.getByRole('dialog');
  }

  async waitForHydration() {
    await this.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  }

  async goto(query = '') {
    await this.page.goto(`/gamehall${query}`);
    await this.waitForHydration();
  }

  tileTitle(index: number) {
    return this.tiles.nth(index).locator('.game-tile__link');
  }

  /** The game's sysname, read from its tile's link to the game page. */
  async tileSysname(index: number): Promise<string> {
    const href = (await this.tileTitle(index).getAttribute('href')) ?? '';
    return decodeURIComponent(href.split('/game/')[1] ?? '');
  }

  tileProviders() {
    return this.tiles.locator('.game-tile__provider > span:first-child');
  }

  async search(text: string) {
    await this.main.getByRole('button', { name: 'Search' }).click();
    const box = this.dialog.getByRole('searchbox');
    await box.fill(text);
  }

  searchResults() {
    return this.dialog.getByRole('list', { name: 'Search results' }).getByRole('link');
  }

  async chooseProvider(name: string) {
    await this.providerMenu.locator('summary').click();
    await this.providerMenu.getByRole('checkbox', { name }).click();
  }

  favouriteButton(gameName: string) {
    const name = gameName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.main.getByRole('button', { name: new RegExp(`^(Add|Remove) ${name} (to|from) favourites$`) });
  }

  async expectTileCount(count: number) {
    await expect(this.tiles).toHaveCount(count);
  }

  /** The game page's frame (the house game provider's launcher). */
  gameFrame() {
    return this.main.locator('iframe.game-stage__frame');
  }
}

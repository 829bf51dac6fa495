import { expect, test } from './fixtures.ts';
import { GameHallPage } from './pages/game-hall.ts';
import { GamePlayPage } from './pages/game-play.ts';
import { registerPlayer } from './players.ts';

// Each test walks several pages (and one registers a player): more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 60_000 });

test('the hall shows 18 games, 18 more after "Show more", and passes axe', { tag: '@mobile' }, async ({
  page,
  checkA11y,
}) => {
  const hall = new GameHallPage(page);
  await hall.goto();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Game hall');
  await hall.expectTileCount(18);
  await expect(hall.main.getByText(/^Showing 18 of [\d,]+ games$/)).toBeVisible();
  await checkA11y(page);

  await hall.showMore.click();
  await hall.expectTileCount(36);
  await expect(hall.main.getByText(/^Showing 36 of [\d,]+ games$/)).toBeVisible();

  // A category is a link of its own address; the first page of it renders like the hall.
  await hall.main
    .getByRole('navigation', { name: 'Game categories' })
    .getByRole('link', { name: 'Slots', exact: true })
    .click();
  await expect(page).toHaveURL(/\/gamehall\?category=slots$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Slots');
  await hall.expectTileCount(18);
});

test('the search popup finds a game by a word of its title', async ({ page }) => {
  const hall = new GameHallPage(page);
  await hall.goto('?category=slots');
  const title = (await hall.tileTitle(3).textContent()) ?? '';
  const word = title
    .split(' ')
    .reduce((longest, next) => (next.length > longest.length ? next : longest), '');

  await hall.search(word.toLowerCase());
  await expect(hall.dialog.getByRole('status')).toHaveText(/games? found$/);
  await expect(hall.searchResults().filter({ hasText: title }).first()).toBeVisible();

  // Too short a query asks for more instead of searching.
  await hall.dialog.getByRole('searchbox').fill('a');
  await expect(hall.dialog.getByRole('status')).toHaveText('Type at least 2 characters');

  await hall.dialog.getByRole('searchbox').fill(word);
  await hall.searchResults().filter({ hasText: title }).first().click();
  await expect(page).toHaveURL(/\/game\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
});

test('the provider filter narrows the grid and puts providers= in the address', async ({ page }) => {
  const hall = new GameHallPage(page);
  await hall.goto();
  await hall.chooseProvider('Nebula Forge');
  await expect(hall.providerMenu.getByRole('checkbox', { name: 'Nebula Forge' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]providers=nebula-forge(&|$)/);
  await hall.expectTileCount(18);
  await expect(hall.tileProviders()).toHaveText(Array(18).fill('Nebula Forge'));

  // A second provider widens the filter; the chip takes one away again.
  await hall.providerMenu.getByRole('checkbox', { name: 'Golden Scarab' }).click();
  await expect(page).toHaveURL(/[?&]providers=golden-scarab%2Cnebula-forge(&|$)/);
  await hall.main.getByRole('button', { name: 'Remove the provider filter Golden Scarab' }).click();
  await expect(page).toHaveURL(/[?&]providers=nebula-forge(&|$)/);

  // The providers page links to the hall filtered by one provider.
  await page.goto('/providers');
  await hall.waitForHydration();
  await page.getByRole('link', { name: /^Golden Scarab/ }).click();
  await expect(page).toHaveURL(/\/gamehall\?providers=golden-scarab$/);
  await expect(hall.tileProviders().first()).toHaveText('Golden Scarab');
});

test("a signed-in player's favourite stays after a reload", async ({ page }) => {
  await registerPlayer(page, 'hall');

  const hall = new GameHallPage(page);
  await hall.goto();
  const title = (await hall.tileTitle(2).textContent()) ?? '';
  const heart = hall.favouriteButton(title).first();
  await expect(heart).toHaveAccessibleName(`Add ${title} to favourites`);
  await heart.click();
  await expect(heart).toHaveAccessibleName(`Remove ${title} from favourites`);

  await page.reload();
  await hall.waitForHydration();
  await expect(hall.favouriteButton(title).first()).toHaveAccessibleName(`Remove ${title} from favourites`);

  // The favourites view lists it.
  await hall.main.getByRole('link', { name: 'Favourites', exact: true }).click();
  await expect(page).toHaveURL(/category=favourites/);
  await hall.expectTileCount(1);
  await expect(hall.tileTitle(0)).toHaveText(title);

  // So does the home lobby's row of the player's favourites.
  await page.goto('/');
  const favourites = page.getByRole('region', { name: 'Your favourites' });
  await expect(favourites.getByRole('listitem')).toHaveCount(1);
  await expect(favourites.getByRole('heading', { level: 3 })).toHaveText(title);
});

test('a guest opens a game in demo mode and the game frame loads; axe passes', { tag: '@mobile' }, async ({
  page,
  checkA11y,
}) => {
  const hall = new GameHallPage(page);
  await hall.goto('?category=slots');
  const sysname = await hall.tileSysname(0);
  const title = (await hall.tileTitle(0).textContent()) ?? '';

  // A guest's favourite heart asks for sign-in.
  await hall.favouriteButton(title).first().click();
  await expect(hall.dialog.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.keyboard.press('Escape');

  await hall.tiles.first().hover();
  await hall.tiles
    .first()
    .getByRole('link', { name: `Demo of ${title}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/game/${sysname}\\?mode=demo$`));

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  // DemoModePopup explains play credits once a visit, after the first round the game has shown.
  const game = new GamePlayPage(page);
  await expect(game.frame.locator('body.hg-ready')).toBeAttached();
  await expect(hall.dialog).toHaveCount(0);
  await game.button('Spin').click();
  await expect(hall.dialog.getByRole('heading', { name: 'You are playing in demo mode' })).toBeVisible({
    timeout: 30_000,
  });
  await hall.dialog.getByRole('button', { name: 'Keep playing for fun' }).click();
  await expect(hall.dialog).toHaveCount(0);

  await expect(
    page.getByRole('navigation', { name: 'Game mode' }).getByRole('link', { name: 'Demo mode' }),
  ).toHaveAttribute('aria-current', 'page');
  const frame = hall.gameFrame();
  await expect(frame).toHaveAttribute('src', `/platform/game/${sysname}/demo`);
  await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
  await expect(page.frameLocator('iframe.game-stage__frame').locator('#hg-stage')).toBeAttached();
  // The in-game bar shows the game's whole 3:2 art, not a square cut out of it.
  const art = page.frameLocator('iframe.game-stage__frame').locator('.hg-bar__art');
  await expect
    .poll(() => art.evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth))
    .toBeGreaterThan(0);
  const [natural, shown] = await art.evaluate((image) => {
    type Picture = { naturalWidth: number; naturalHeight: number; clientWidth: number; clientHeight: number };
    const { naturalWidth, naturalHeight, clientWidth, clientHeight } = image as unknown as Picture;
    return [naturalWidth / naturalHeight, clientWidth / clientHeight];
  });
  expect(shown).toBeCloseTo(natural, 1);
  // The title bar keeps the header's content width: the back button under the logo, its end at the account's.
  const box = async (selector: string) => (await page.locator(selector).boundingBox()) ?? { x: 0, width: 0 };
  const [logo, back] = [await box('.site-logo'), await box('.game-bar__back')];
  const [header, bar] = [await box('.site-header__actions--account'), await box('.game-bar')];
  expect(Math.abs(back.x - logo.x)).toBeLessThan(1);
  expect(Math.abs(bar.x + bar.width - (header.x + header.width))).toBeLessThan(1);
  await checkA11y(page);

  // Real money needs an account: the switch opens registration.
  await page.getByRole('navigation', { name: 'Game mode' }).getByRole('link', { name: 'Real money' }).click();
  await expect(page).toHaveURL(new RegExp(`/game/${sysname}#real$`));
  await expect(hall.dialog.getByRole('heading', { name: 'Create an account' })).toBeVisible();
});

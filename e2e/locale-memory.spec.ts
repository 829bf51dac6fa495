import { expect, test } from './fixtures.ts';

// Spec §9 locale cookie (1 year), content localeDetectionStrategy "cookie": a returning visitor gets their language.
test('a returning visitor gets the language they chose, until they choose another', async ({
  page,
  site,
  context,
}) => {
  await site.goto('/de/gamehall');
  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale');
  expect(cookie?.value).toBe('de');
  expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

  // Back another day, from a bookmark of the English page.
  await page.goto('/promotions');
  await expect(page).toHaveURL(/\/de\/promotions$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Switching to English on the site sticks.
  await page.locator('.language-switcher summary').click();
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/promotions');
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

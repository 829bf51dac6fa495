import { expect, test } from './fixtures.ts';
import { registerPlayer } from './players.ts';

// Each test walks several pages: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

test('the jackpots and providers pages pass axe', { tag: '@mobile' }, async ({ site, page, checkA11y }) => {
  await site.goto('/jackpots');
  await expect(site.heading).toHaveText('Progressive jackpots');
  await expect(page.getByRole('link', { name: 'Aurora Mega' })).toBeVisible();
  await checkA11y(page);

  await site.goto('/providers');
  await expect(site.heading).toHaveText('Providers');
  // A provider's card is named by its logo (with its number of games), the name not written again.
  const golden = site.main.getByRole('link', { name: /^Golden Scarab [\d,]+ games?$/ });
  await expect(golden.getByRole('img', { name: 'Golden Scarab' })).toBeVisible();
  await expect(golden).not.toContainText('Golden Scarab');
  await checkA11y(page);
});

test('every profile tab keeps the profile frame and passes axe', { tag: '@mobile' }, async ({
  site,
  page,
  checkA11y,
}) => {
  // Nine tabs, each checked with axe: minutes on a busy machine.
  test.setTimeout(180_000);
  await registerPlayer(page, 'frames');
  await site.goto('/profile/settings');
  const tabs = page.getByRole('navigation', { name: 'Profile sections' }).getByRole('link');
  const names = await tabs.allTextContents();
  const hrefs: string[] = [];
  for (const tab of await tabs.all()) hrefs.push((await tab.getAttribute('href')) ?? '');
  expect(names.length).toBeGreaterThanOrEqual(6);
  for (const [index, href] of hrefs.entries()) {
    await site.goto(href);
    // The same frame on every tab: "My profile", the tab's own title and every tab to go to.
    await expect(site.main.getByText('My profile', { exact: true })).toBeVisible();
    await expect(site.heading).toHaveText(names[index] as string);
    await expect(tabs).toHaveText(names);
    await checkA11y(page);
  }
});

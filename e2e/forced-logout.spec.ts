import { expect, test } from './fixtures.ts';
import { registerPlayer } from './players.ts';

// Spec §4 forced logout with the demo's time_to_force_logout (1800 s, content/site.json): the page's
// clock is moved, not waited for. At 80% the InteractivityWarning dialog (spec §2.3) counts down.
test('an idle player is warned, may stay, and is signed out when the time is up', async ({ page, site }) => {
  await page.clock.install();
  await registerPlayer(page, 'forced-logout');
  await site.goto('/gamehall');
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });

  // The signed-in effects load after hydration: the clock moves on until their warning shows.
  await expect(async () => {
    await page.clock.runFor(60_000);
    await expect(warning).toBeVisible({ timeout: 1000 });
  }).toPass();
  await expect(warning.getByRole('timer')).toContainText(/logged out in \d+ seconds/);

  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toHaveCount(0);
  await page.clock.runFor(1000_000);
  await expect(warning).toHaveCount(0);

  await page.clock.runFor(500_000);
  await expect(warning).toBeVisible();
  await page.clock.runFor(361_000);
  await expect(site.signInLink).toBeVisible();
});

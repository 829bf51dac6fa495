import { expect, test } from './fixtures.ts';
import { ProfilePage } from './pages/profile.ts';

// Spec §4 forced logout with the general info's times (decision 0060): the cashier allows
// user_inactivity_cashier_time (600 s in the demo), other pages time_to_force_logout (1800 s); the
// warning comes at 80% of the page's time. The browser's clock is moved on instead of waiting. The
// watch loads after hydration, so each step starts with a key press (activity: the count starts again)
// and is tried again until the watch runs.
test('the cashier warns an idle player sooner than the rest of the site', async ({ page, site }) => {
  await page.clock.install();
  const profile = new ProfilePage(page);
  await profile.register('idle');
  await site.goto('/cashier/deposit');
  const warning = page.getByRole('dialog', { name: 'Are you still there?' });

  // 8 of the cashier's 10 minutes: the warning counts down the rest.
  await expect(async () => {
    await page.keyboard.press('Shift');
    await page.clock.fastForward('08:01');
    await expect(warning).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(warning.getByRole('timer')).toContainText(/logged out in \d+ seconds/);
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(warning).toBeHidden();

  // Elsewhere 10 minutes are nothing (the cashier's time would have signed the player out by then):
  // the warning waits for 24 of 30.
  await site.goto('/profile/settings');
  await expect(async () => {
    await page.keyboard.press('Shift');
    await page.clock.fastForward('10:01');
    await expect(profile.site.heading).toHaveText('Personal details', { timeout: 1_000 });
    await expect(warning).toBeHidden();
    await page.clock.fastForward('14:00');
    await expect(warning).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true })).toBeVisible();
});

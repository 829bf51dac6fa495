import { signTelegramInitData } from '../apps/server/src/lib/crypto/telegram-init-data.ts';
import { expect, test } from './fixtures.ts';
import { E2E_TELEGRAM_BOT_TOKEN } from './ports.ts';

/** The address Telegram opens a mini-app at: the signed initData in the hash, as tgWebAppData. */
function miniAppUrl(path: string, initData: string): string {
  return `${path}#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=8.0&tgWebAppPlatform=android`;
}

function signedInitData(userId: number, botToken = E2E_TELEGRAM_BOT_TOKEN): string {
  return signTelegramInitData(
    {
      auth_date: String(Math.floor(Date.now() / 1000)),
      query_id: `AAE${userId}`,
      user: JSON.stringify({ id: userId, first_name: 'Mia', username: `mia${userId}`, language_code: 'en' }),
    },
    botToken,
  );
}

// Spec §1, §4: opened inside Telegram, the site registers the player from initData and signs them in.
test('a guest opening the mini-app is registered and signed in, and again on the next visit', async ({
  page,
  site,
  browser,
}) => {
  const userId = 900_000_000 + Math.floor(Math.random() * 90_000_000);
  await site.goto(miniAppUrl('/', signedInitData(userId)));
  await expect(page.locator('html[data-player]')).toBeAttached({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const accountInfo = (target: typeof page) =>
    target.evaluate(async () => {
      const response = await fetch('/api/account.getInfo?lang=en&v=2.34');
      return (await response.json()) as { data: { login: string; uid: number } };
    });
  const account = await accountInfo(page);
  expect(account.data.login).toBe(`tg${userId}`);

  // The same Telegram user in a new browser gets the same account.
  const other = await browser.newPage();
  await other.goto(miniAppUrl('/gamehall', signedInitData(userId)));
  await expect(other.locator('html[data-player]')).toBeAttached({ timeout: 20_000 });
  const again = await accountInfo(other);
  expect(again.data.uid).toBe(account.data.uid);
  await other.close();
});

// Spec §8: a refused mini-app registration shows the translated notice; the guest stays a guest.
test('initData the bot did not sign shows the mini-app registration notice', async ({
  page,
  site,
  consoleErrors,
}) => {
  await site.goto(miniAppUrl('/de', signedInitData(123_456, '999:not-the-bot-token')));
  await expect(
    page.getByText('Die automatische Registrierung ist fehlgeschlagen.', { exact: false }),
  ).toBeVisible();
  await expect(page.locator('html[data-player]')).not.toBeAttached();
  // The refused auth.register (401) is the expected answer.
  expect(consoleErrors).toEqual([expect.stringContaining('status of 401')]);
  consoleErrors.length = 0;
});

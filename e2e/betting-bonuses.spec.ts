import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { SportsbookPage } from './pages/sportsbook.ts';
import { depositThroughGateway, registerPlayer } from './players.ts';

async function api(page: Page, action: string, form?: Record<string, string>) {
  const response = form
    ? await page.request.post(`/api/${action}?lang=en`, {
        form,
        headers: { 'sec-fetch-site': 'same-origin' },
      })
    : await page.request.get(`/api/${action}?lang=en`);
  expect(response.ok(), `${action}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

type BettingBonus = { id: number; status: string; wagered: number; title: string };

test('a sports player gets the sports welcome bonus, activates a free bet code instead, bets with it active, and a cashed-out bet does not wager it', async ({
  site,
  page,
  checkA11y,
}) => {
  test.setTimeout(120_000);
  // Registered with the betting choice (is_betting=1): the sports welcome offer is granted and active.
  await registerPlayer(page, 'betting-bonus', { is_betting: '1' });
  await depositThroughGateway(page, 20);
  // A free bet code waits while the welcome bonus is active (one betting bonus at a time).
  expect(await api(page, 'campaigns.activateOffer', { promo_code: 'FREEBET5' })).toMatchObject({
    status: 'pending',
  });

  await page.goto('/profile/bonuses');
  const section = page.locator('section[aria-labelledby="betting-bonuses"]');
  const welcome = section.locator('.bonus-card', { hasText: 'Sports welcome bonus' });
  const freeBet = section.locator('.bonus-card', { hasText: 'Free bet 5' });
  await expect(welcome.locator('.bonus-card__status')).toHaveText('Active');
  await expect(welcome).toContainText('Minimum odds 1.50');
  await expect(freeBet).toContainText('Another betting bonus is active');
  await checkA11y(page);

  // The welcome bonus is given up (after the confirm); then the free bet is activated.
  await welcome.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove bonus' }).click();
  await expect(welcome.locator('.bonus-card__status')).toHaveText('Removed');
  await freeBet.getByRole('button', { name: 'Activate' }).click();
  const activated = page.getByRole('dialog', { name: 'Betting bonus activated' });
  await expect(activated).toBeVisible();
  await checkA11y(page);
  await activated.getByRole('button', { name: 'Go to the sportsbook' }).click();

  // The sportsbook shows the active bonus (backend flag notice-betting visibility).
  await expect(page).toHaveURL(/\/betting$/);
  await expect(page.locator('.sportsbook-bonus-notice')).toHaveText(
    'Betting bonus $5: 0% wagered, minimum odds 1.80 Your bonuses',
  );

  // A real-money single at odds of 1.80 or more.
  const book = new SportsbookPage(page);
  await book.goto('?status=upcoming');
  const prices = book.main.locator('.event-row__odds button.odds-button');
  const texts = await prices.locator('.odds-button__price').allTextContents();
  const index = texts.findIndex((text) => Number.parseFloat(text) >= 1.9);
  expect(index).toBeGreaterThanOrEqual(0);
  await prices.nth(index).click();
  await book.openSlip();
  await book.slip.getByRole('textbox', { name: 'Stake per bet' }).fill('5');
  await book.slip.getByRole('button', { name: 'Place bet' }).click();
  await expect(book.slip.getByRole('status')).toHaveText('Your bet is placed.');
  const betId = await book.receiptValue('Bet ID').textContent();

  // Cashed out in full, the bet is settled but does not count (decision 0036): still 0% wagered.
  await api(page, 'sportsbook.cashOut', { bet_id: betId ?? '', amount: '0' });
  const [bonus] = (await api(page, 'BettingBonuses.get')) as BettingBonus[];
  expect(bonus).toMatchObject({ title: 'Free bet 5', status: 'active', wagered: 0 });
  await site.page.goto('/profile/bonuses');
  await expect(freeBet).toContainText('0% wagered');
});

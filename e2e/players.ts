import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';
import { AuthPopupPage } from './pages/auth-popup.ts';
import { CashierPage } from './pages/cashier.ts';
import { outboxCode } from './pages/profile.ts';
import type { SitePage } from './pages/site-page.ts';

/*
 * Players for the tests whose subject comes after sign-up and deposit (decision 0033). Driving the popup
 * and the gateway page costs 10–20 s of a busy CI machine per test; these helpers make the same calls the
 * site's forms make, through the same server code: `auth.register` signs the browser in (its cookies), and
 * a deposit goes through `makedeposit`, the demo gateway's checkout form and its signed webhook. The
 * journeys themselves are driven through the real pages by accounts, cashier and bonuses (registration
 * and deposit), at both widths where they are tagged @mobile.
 */

export const PASSWORD = 'secret12';

/** A login no other test uses. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** Calls an action of the platform API with the page's cookies, as the site's own scripts do. */
async function callApi(page: Page, action: string, form?: Record<string, string>) {
  const response = form
    ? await page.request.post(`/api/${action}?lang=en`, {
        form,
        // What the browser says of a call from the site's own page (the API refuses other sites).
        headers: { 'sec-fetch-site': 'same-origin' },
      })
    : await page.request.get(`/api/${action}?lang=en`);
  expect(response.ok(), `${action}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

/**
 * A new player, signed in in the page's browser context, registered as the sign-up form registers
 * (auth.register, terms accepted). Answers the email (the password is PASSWORD). The page itself is
 * left where it was: the test's next navigation shows the signed-in site.
 */
export async function registerPlayer(
  page: Page,
  label: string,
  extra: Record<string, string> = {},
): Promise<string> {
  const email = uniqueEmail(label);
  await callApi(page, 'auth.register', { email, password: PASSWORD, terms: '1', notify: '0', ...extra });
  return email;
}

/**
 * A deposit of `amount` dollars paid through the demo gateway: makedeposit (as the deposit form), then
 * the checkout page's "Pay successfully" form posted (the gateway signs its notice to the platform's
 * webhook, which credits the wallet). Checks the main balance went up by the amount.
 */
export async function depositThroughGateway(page: Page, amount: number, method = 'visa_mastercard') {
  const balance = async () =>
    ((await callApi(page, 'account.getBalance')) as { balance_main: { amount: number } }).balance_main.amount;
  const before = await balance();
  const { url } = (await callApi(page, 'makedeposit', { method, amount: String(amount * 100) })) as {
    url: string;
  };
  const paid = await page.request.post(url, { form: { outcome: 'success' }, maxRedirects: 0 });
  expect(paid.status(), 'the gateway answers the paid checkout with the return address').toBe(303);
  expect(paid.headers().location).toMatch(/\/cashier\/paysuccess\/[\w-]+$/);
  expect(await balance()).toBe(before + amount * 100);
}

/**
 * A new player with a deposit of `amount` dollars through the demo gateway (API and gateway calls, see
 * above); answers the player's email (the password is PASSWORD).
 */
export async function newPlayerWithDeposit(site: SitePage, amount: number, label: string) {
  const email = await registerPlayer(site.page, label);
  await depositThroughGateway(site.page, amount);
  return email;
}

/**
 * The same player, through the pages: the registration popup, the deposit page and the gateway page,
 * then the header balance. For the journeys whose subject is sign-up and deposit.
 */
export async function newPlayerWithDepositThroughPages(site: SitePage, amount: number, label: string) {
  const email = uniqueEmail(label);
  await site.goto('/?show_popup_reg=1');
  await new AuthPopupPage(site.page).register(email, PASSWORD);
  await expect(site.page).toHaveURL(/\/cashier\/deposit$/, { timeout: 15_000 });
  const cashier = new CashierPage(site.page);
  await cashier.waitForHydration();
  await cashier.deposit(amount);
  await cashier.gatewayOutcome('Pay successfully');
  await expect(site.page).toHaveURL(/\/cashier\/paysuccess\/[\w-]+$/);
  await cashier.expectBalance(`$${amount}`);
  return email;
}

/**
 * Confirms the player's contact as the settings page does: a code sent (account.sendconfirmationtocontact),
 * read from the outbox and sent back (account.confirmContact).
 */
export async function confirmContact(page: Page, contact: string) {
  await callApi(page, 'account.sendconfirmationtocontact', { contact });
  await callApi(page, 'account.confirmContact', { contact, code: await outboxCode(page.request, contact) });
}

/** A withdrawal of `amount` dollars to a bank card, requested as the withdrawal form requests it. */
export async function requestWithdrawal(page: Page, amount: number) {
  await callApi(page, 'makewithdrawal', {
    method: 'visa_mastercard',
    amount: String(amount * 100),
    card_number: '4111111111111111',
    card_holder: 'John Smith',
  });
}

import { CASHIER_CHILDREN, PROFILE_CHILDREN } from '@casino/shared/routing/site-paths';
import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The route table of spec §2.1. Every page exists without a locale prefix (default locale) and with one
 * (`/de/...`); the prefixed twin's id carries the `___lang` suffix, as route names do in the spec.
 */
function localized(path: string, file: string, name: string) {
  return [route(path, file, { id: name }), route(`:lang/${path}`, file, { id: `${name}___lang` })];
}

/** The cashier's pages; every pay page of spec §2.4 shares one module. */
const cashierPay = 'routes/cashier-pay.tsx';
const cashierDeposit = 'routes/cashier-deposit.tsx';
const CASHIER_PAGES: Record<Exclude<(typeof CASHIER_CHILDREN)[number], 'billing'>, string> = {
  deposit: cashierDeposit,
  withdraw: 'routes/cashier-withdraw.tsx',
  history: 'routes/cashier-history.tsx',
  receipt: 'routes/cashier-receipt.tsx',
  wallet: 'routes/cashier-wallet.tsx',
  paysuccess: cashierPay,
  payfail: cashierPay,
  paypending: cashierPay,
  paycancel: cashierPay,
  paymobile: cashierPay,
  paynewwindow: cashierPay,
};

/** The page of every profile tab. */
const PROFILE_PAGES: Record<(typeof PROFILE_CHILDREN)[number], string> = {
  bets: 'routes/profile-bets.tsx',
  bonuses: 'routes/profile-bonuses.tsx',
  cashback: 'routes/profile-cashback.tsx',
  loyalty: 'routes/profile-loyalty.tsx',
  settings: 'routes/profile-settings.tsx',
  security: 'routes/profile-security.tsx',
  notification: 'routes/profile-notification.tsx',
  verification: 'routes/profile-verification.tsx',
  'responsible-game': 'routes/profile-responsible-game.tsx',
};

export default [
  route('sitemap.xml', 'routes/sitemap.tsx', { id: 'sitemap' }),
  route('theme', 'routes/theme.tsx', { id: 'theme' }),

  layout('layouts/default-layout.tsx', [
    index('routes/home.tsx', { id: 'index' }),
    // `/de` is the German home page, `/about` a content page: one segment, decided by the loader.
    route(':slug', 'routes/locale-or-page.tsx', { id: 'slug' }),
    route(':lang/:slug', 'routes/content-page.tsx', { id: 'slug___lang' }),

    ...localized('offers', 'routes/offers.tsx', 'offers'),
    ...localized('offers/:id', 'routes/offer.tsx', 'offers-id'),
    layout('routes/betting-layout.tsx', [
      ...localized('betting', 'routes/betting.tsx', 'betting'),
      ...localized('betting/event/:id', 'routes/betting-event.tsx', 'betting-event-id'),
    ]),

    ...localized('cashier', 'routes/cashier-index.tsx', 'cashier'),
    ...localized('cashier/billing', 'routes/cashier-billing.tsx', 'cashier-billing'),
    // Billing has its own redirect route above.
    ...CASHIER_CHILDREN.filter((child) => child !== 'billing').flatMap((child) =>
      localized(`cashier/${child}`, CASHIER_PAGES[child as keyof typeof CASHIER_PAGES], `cashier-${child}`),
    ),
    ...localized('cashier/deposit/:sysname', cashierDeposit, 'cashier-deposit-sysname'),
    ...localized('cashier/payfail/:transaction', cashierPay, 'cashier-payfail-transaction'),
    ...localized('cashier/paypending/:transaction', cashierPay, 'cashier-paypending-transaction'),
    ...localized('cashier/paysuccess/:transaction', cashierPay, 'cashier-paysuccess-transaction'),

    ...localized('loyalty', 'routes/loyalty.tsx', 'loyalty'),
    ...localized('loyalty/shop', 'routes/loyalty-shop.tsx', 'loyalty-shop'),
    ...localized('loyalty/:sysname', 'routes/loyalty.tsx', 'loyalty-sysname'),

    ...localized('profile', 'routes/profile-index.tsx', 'profile'),
    ...PROFILE_CHILDREN.flatMap((child) =>
      localized(`profile/${child}`, PROFILE_PAGES[child], `profile-${child}`),
    ),

    ...localized('support', 'routes/support.tsx', 'support'),
    ...localized('winners', 'routes/winners.tsx', 'winners'),
    ...localized('gamehall', 'routes/gamehall.tsx', 'gamehall'),
    ...localized('gamehall/:id', 'routes/gamehall-category.tsx', 'gamehall-id'),
    ...localized('jackpots', 'routes/jackpots.tsx', 'jackpots'),
    ...localized('jackpots/:id', 'routes/jackpot.tsx', 'jackpots-id'),
    ...localized('providers', 'routes/providers.tsx', 'providers'),
    ...localized('promotions', 'routes/promotions.tsx', 'promotions'),
    ...localized('promotions/:id', 'routes/promotion.tsx', 'promotions-id'),
    ...localized('tournaments', 'routes/tournaments.tsx', 'tournaments'),
    ...localized('tournaments/:id', 'routes/tournament.tsx', 'tournaments-id'),
    ...localized('tournaments/:id/gamehall', 'routes/tournament-gamehall.tsx', 'tournaments-id-gamehall'),
    ...localized('unsubscribe', 'routes/unsubscribe.tsx', 'unsubscribe'),
    ...localized('confirmation', 'routes/confirmation.tsx', 'confirmation'),
    ...localized('confirmation/success', 'routes/confirmation.tsx', 'confirmation-success'),
    ...localized('responsible-game', 'routes/responsible-game-entry.tsx', 'responsible-game'),
    ...localized('bets/*', 'routes/bets-entry.tsx', 'bets'),
    ...localized('*', 'routes/not-found.tsx', 'not-found'),
  ]),

  layout('layouts/empty-layout.tsx', [
    ...localized('forms/sign_in', 'routes/embedded-form.tsx', 'forms-sign_in'),
    ...localized('forms/sign_up', 'routes/embedded-form.tsx', 'forms-sign_up'),
  ]),

  layout('layouts/game-layout.tsx', [...localized('game/:sysname', 'routes/game.tsx', 'game-sysname')]),
] satisfies RouteConfig;

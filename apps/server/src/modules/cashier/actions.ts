import { cashierContract } from '@casino/shared/contract/cashier.contract';
import { minorUnits } from '@casino/shared/money/minor-units';
import type { ActionContext } from '../../api/action-context.ts';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { findUser } from '../account/users.service.ts';
import { isOpenPromoCode } from '../bonuses/bonuses.service.ts';
import { getCurrencyRates, getGeneralInfo } from '../content/content.service.ts';
import { playerBalances } from '../wallet/wallet.service.ts';
import * as cashier from './cashier.service.ts';
import { paymentMethods } from './payment-methods.ts';
import { toPaymentView } from './payment-view.ts';
import { listPayments, savedRequisites } from './payments.repository.ts';
import { requisitesKey } from './payout-requisites.service.ts';
import { assertWithdrawalGates } from './withdrawal-gates.ts';

function deps(ctx: ActionContext): cashier.CashierDeps {
  return {
    db: ctx.db,
    contentCache: ctx.contentCache,
    locale: ctx.request.locale,
    provider: ctx.paymentProvider,
    requisitesKey: requisitesKey(ctx.config.sessionSecret),
  };
}

/** The cashier offers a method only when a provider moves its money. */
async function offeredMethods(ctx: ActionContext, direction: 'deposit' | 'withdraw', currency: string) {
  if (!ctx.paymentProvider) return [];
  return paymentMethods(ctx.db, ctx.contentCache, ctx.request.locale, direction, currency);
}

export const cashierActions = implementActions(cashierContract, {
  // Guests see the site's default currency; players their own.
  getdepositsettings: async (_params, ctx) => {
    const user = ctx.session.userId === null ? undefined : await findUser(ctx.db, ctx.session.userId);
    const currency = user?.currency ?? (await getGeneralInfo(ctx.db, ctx.contentCache)).default_currency;
    return {
      currency,
      methods: await offeredMethods(ctx, 'deposit', currency),
      // The registration promo code, while its offer is still open to the player.
      promo_code:
        user?.promo_code && (await isOpenPromoCode(ctx.db, user.id, user.promo_code, new Date()))
          ? user.promo_code
          : null,
    };
  },
  getwithdrawsettings: async (_params, ctx) => {
    const user = await currentUser(ctx);
    const [methods, balances, saved] = await Promise.all([
      offeredMethods(ctx, 'withdraw', user.currency),
      playerBalances(ctx.db, user.id, user.currency),
      savedRequisites(ctx.db, user.id),
    ]);
    return {
      currency: user.currency,
      available: balances.balance_main.amount,
      // Betting bonuses burn too (decision 0036).
      bonus_balance: minorUnits(balances.balance_bonus.amount + balances.balance_betting_bonus.amount),
      methods,
      requisites: saved.map((row) => ({ method: row.method, value: row.requisites_masked as string })),
    };
  },
  getbanks: (_params, ctx) => cashier.listBanks(ctx.paymentProvider),
  'account.getcurrencyrates': (_params, ctx) => getCurrencyRates(ctx.db, ctx.contentCache),
  makedeposit: async (params, ctx) => {
    const user = await currentUser(ctx);
    return cashier.startDeposit(
      deps(ctx),
      {
        id: user.id,
        currency: user.currency,
        is_verified: user.is_verified,
        is_on_verification: user.is_on_verification,
      },
      params,
    );
  },
  getdepositinfo: async (params, ctx) => {
    const user = await currentUser(ctx);
    return cashier.paymentOf(ctx.db, { id: user.id, currency: user.currency }, params.transaction);
  },
  makewithdrawal: async (params, ctx) => {
    const user = await currentUser(ctx);
    await assertWithdrawalGates(ctx.db, ctx.contentCache, ctx.request.locale, user);
    return cashier.requestWithdrawal(deps(ctx), { id: user.id, currency: user.currency }, params);
  },
  cancelwithdrawal: async (params, ctx) => {
    const user = await currentUser(ctx);
    await cashier.cancelWithdrawal(deps(ctx), { id: user.id, currency: user.currency }, params.transaction);
    return 1 as const;
  },
  gethistory: async (params, ctx) => {
    const user = await currentUser(ctx);
    const page = await listPayments(ctx.db, user.id, {
      offset: params.offset,
      count: params.count,
      ...(params.type ? { direction: params.type } : {}),
    });
    return { count: page.count, items: page.rows.map(toPaymentView) };
  },
});

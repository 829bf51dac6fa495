import { cashbackContract } from '@casino/shared/contract/cashback.contract';
import { currentUserId } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { cashbacksView, payOutCashback, removeCashback } from './cashback.service.ts';

export const cashbackActions = implementActions(cashbackContract, {
  'cashbacks.get': (params, ctx) =>
    cashbacksView(ctx.db, currentUserId(ctx), { ...params, locale: ctx.request.locale }, new Date()),
  'cashbacks.payout': async (params, ctx) => {
    await payOutCashback(ctx.db, currentUserId(ctx), params.cashback_id, new Date());
    return 1 as const;
  },
  'cashbacks.remove': async (params, ctx) => {
    await removeCashback(ctx.db, currentUserId(ctx), params.cashback_id, new Date());
    return 1 as const;
  },
});

import { jackpotsContract } from '@casino/shared/contract/jackpots.contract';
import { implementActions } from '../../api/implement-actions.ts';
import { jackpotsView, jackpotWinners } from './jackpots.service.ts';

export const jackpotActions = implementActions(jackpotsContract, {
  'Jackpots.get': (_params, ctx) => jackpotsView(ctx.db),
  'Jackpots.getWinners': (params, ctx) =>
    jackpotWinners(ctx.db, { jackpotId: params.jackpot_id, count: params.count }),
});

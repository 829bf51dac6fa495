import { gameHistoryContract } from '@casino/shared/contract/game-history.contract';
import type { ActionContext } from '../../api/action-context.ts';
import { currentUser } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import { historyExportStatus, requestHistoryExport, roundHistory } from './game-history.service.ts';
import { recentWins } from './recent-wins.service.ts';

function exportDeps(ctx: ActionContext) {
  return { db: ctx.db, contentCache: ctx.contentCache, locale: ctx.request.locale };
}

export const gameHistoryActions = implementActions(gameHistoryContract, {
  getHistory: async (params, ctx) => roundHistory(ctx.db, (await currentUser(ctx)).id, params),
  'games.getRecentWins': (params, ctx) => recentWins(ctx.db, params.count),
  createhistoryexportrequest: async (_params, ctx) =>
    requestHistoryExport(exportDeps(ctx), (await currentUser(ctx)).id),
  gethistoryexportrequest: async (params, ctx) =>
    historyExportStatus(exportDeps(ctx), (await currentUser(ctx)).id, params.id),
});

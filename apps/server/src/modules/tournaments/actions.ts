import { tournamentsContract } from '@casino/shared/contract/tournaments.contract';
import { currentUserId } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import {
  leaderboardLive,
  leaderboardPage,
  leaderboardTop,
  participate,
  tournamentsView,
} from './tournaments.service.ts';

export const tournamentsActions = implementActions(tournamentsContract, {
  'tournaments.get': (params, ctx) =>
    tournamentsView(ctx.db, { userId: ctx.session.userId, locale: ctx.request.locale }, params, new Date()),
  'tournaments.participate': async (params, ctx) => {
    await participate(ctx.db, currentUserId(ctx), params.tournament_id, new Date());
    return 1 as const;
  },
  'leaderboard.get': (params, ctx) => leaderboardPage(ctx.db, ctx.session.userId, params),
  'leaderboard.top': (params, ctx) => leaderboardTop(ctx.db, ctx.session.userId, params),
  'leaderboard.live': (params, ctx) => leaderboardLive(ctx.db, ctx.session.userId, params),
});

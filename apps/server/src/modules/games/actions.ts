import { gamesContract } from '@casino/shared/contract/games.contract';
import { currentUser, currentUserId } from '../../api/current-user.ts';
import { implementActions } from '../../api/implement-actions.ts';
import * as games from './games.service.ts';

export const gamesActions = implementActions(gamesContract, {
  'games.get': (params, ctx) => games.listGames(ctx.db, params, { userId: ctx.session.userId }),
  getCategories: (_params, ctx) => games.listCategories(ctx.db, ctx.contentCache, ctx.request.locale),
  getProviders: (params, ctx) =>
    games.listProviders(ctx.db, {
      types: params.types,
      withGameParams: params.fields?.includes('game_params') ?? false,
    }),
  getLikes: async (_params, ctx) => ({ sysnames: await games.likedGames(ctx.db, currentUserId(ctx)) }),
  addLike: async (params, ctx) => {
    const user = await currentUser(ctx);
    await games.addLike(ctx.db, user.id, params.sysname);
    return 1 as const;
  },
  removeLike: async (params, ctx) => {
    const user = await currentUser(ctx);
    await games.removeLike(ctx.db, user.id, params.sysname);
    return 1 as const;
  },
});

import type { AppLoadContext } from 'react-router';
import { type HallGame, TILE_FIELDS, toHallGame } from '../features/game-hall/hall-query.ts';
import { personalValue } from '../lib/personal-values.server.ts';
import { CATEGORY_ROWS } from './home-lobby.tsx';

/** Tiles per lobby row: two screens of a phone, one and a half of a desktop. */
const ROW_GAMES = 12;

/** The games a signed-in player played last, newest first, from their round history. */
async function recentlyPlayed(api: AppLoadContext['api']): Promise<HallGame[]> {
  const rounds = await api('getHistory', { count: 50 });
  const sysnames = [...new Set(rounds.items.map((round) => round.game))].slice(0, ROW_GAMES);
  if (sysnames.length === 0) return [];
  const page = await api('games.get', {
    count: ROW_GAMES,
    fields: [...TILE_FIELDS],
    options: JSON.stringify({ sysnames }),
  });
  return page.items.map(toHallGame).sort((a, b) => sysnames.indexOf(a.sysname) - sysnames.indexOf(b.sysname));
}

/**
 * What the home page shows below the banners (in every locale: `/` and `/de` alike): the rows of games,
 * the providers, the running jackpots and the latest wins, all in the first paint.
 */
export async function lobbyData(context: AppLoadContext) {
  const rowGames = (api: AppLoadContext['api'], params: Record<string, unknown>) =>
    api('games.get', { count: ROW_GAMES, fields: [...TILE_FIELDS], ...params }).then((page) =>
      page.items.map(toHallGame),
    );
  // The player's rows are personal values: a page shared by every signed-in player has holes there.
  const [categories, recent, favourites, providers, jackpots, wins] = await Promise.all([
    Promise.all(CATEGORY_ROWS.map((row) => rowGames(context.api, { category: row.category }))),
    context.signedIn ? personalValue(context, 'recent', recentlyPlayed) : [],
    context.signedIn
      ? personalValue(context, 'favourites', (api) =>
          rowGames(api, { options: JSON.stringify({ favourites: true }) }),
        )
      : [],
    context.api('getProviders'),
    context.api('Jackpots.get', {}),
    context.api('games.getRecentWins', {}),
  ]);
  return {
    categories,
    recent,
    favourites,
    providers: providers.map(({ sysname, name, image_url }) => ({ sysname, name, image_url })),
    jackpots,
    wins,
  };
}

export type LobbyData = Awaited<ReturnType<typeof lobbyData>>;

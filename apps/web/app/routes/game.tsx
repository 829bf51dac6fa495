import { createPaths, type GamePageMode } from '@casino/shared/routing/site-paths';
import { bettingGameFilter } from '@casino/shared/sportsbook/betting-games';
import { useCallback } from 'react';
import { redirect } from 'react-router';
import { FavouritesProvider } from '../features/game-hall/favourites.tsx';
import gameHallCss from '../features/game-hall/game-hall.css?url';
import {
  fullScreenVisibility,
  type GameBalanceMessage,
  needsDepositToPlay,
  resolveGameMode,
} from '../features/game-hall/game-rules.ts';
import { GameView } from '../features/game-hall/game-view.tsx';
import { gameSysname } from '../features/game-hall/hall-filter.server.ts';
import { TILE_FIELDS, toHallGame } from '../features/game-hall/hall-query.ts';
import { RealityCheck } from '../features/responsible-gaming/reality-check.tsx';
import { announceGameBalance } from '../lib/game-balance.ts';
import { notFound } from '../lib/page-errors.ts';
import { pageLocale } from '../lib/route-locale.server.ts';
import { useShell } from '../lib/use-shell.ts';
import type { Route } from './+types/game';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: gameHallCss }];

/** The game page (game layout, marked as a game page): the game, its mode and the content settings. */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const sysname = gameSysname(params.sysname);
  if (!sysname) notFound(url.pathname);
  const { locale, defaultLocale } = await pageLocale(context, request);
  const [found, cms, likes, packs] = await Promise.all([
    context.api('games.get', {
      count: 1,
      fields: [...TILE_FIELDS],
      options: JSON.stringify({ sysnames: [sysname] }),
    }),
    context.content.cmsConfig(locale),
    context.signedIn ? context.api('getLikes') : null,
    // A pack of this slot lets a player with an empty balance play it (spec §6 asks for a deposit).
    context.signedIn ? context.api('freespins.get', {}) : null,
  ]);
  const item = found.items[0];
  if (!item) notFound(url.pathname);
  // A betting game is a door into the sportsbook (spec §7: games.get also serves its sysname).
  if (item.type === 'betting') {
    throw redirect(createPaths(locale, defaultLocale).betting(bettingGameFilter(sysname)));
  }
  return {
    game: toHallGame(item),
    requestedMode: url.searchParams.get('mode'),
    likes: likes?.sysnames ?? null,
    slotPlayWithZeroBalance: cms.flags.slotPlayWithZeroBalance === true,
    hasFreeSpins: packs?.some((pack) => pack.game.sysname === sysname && pack.remaining_count > 0) ?? false,
    fullScreen: fullScreenVisibility(cms.flags.fullScreenGameVisibility),
    isGamePage: true,
  };
}

export const handle = { isGamePage: true };

export default function Game({ loaderData }: Route.ComponentProps) {
  const { user } = useShell();
  const { game } = loaderData;
  const mode = resolveGameMode({
    requested: loaderData.requestedMode,
    signedIn: user !== null,
    hasDemo: game.has_demo,
  });
  const needsDeposit = needsDepositToPlay({
    mode,
    type: game.type,
    // Slots can stake the main and the casino bonus balance.
    balance: user ? user.balance_main.amount + user.balance_bonus.amount : 0,
    slotPlayWithZeroBalance: loaderData.slotPlayWithZeroBalance,
    hasFreeSpins: loaderData.hasFreeSpins,
  });
  const onBalance = useCallback(
    (message: GameBalanceMessage, played: GamePageMode) =>
      announceGameBalance({ ...message, wallet: played === 'demo' ? 'fun' : 'main' }),
    [],
  );
  return (
    <FavouritesProvider likes={loaderData.likes}>
      <GameView
        game={game}
        mode={mode}
        fullScreen={loaderData.fullScreen}
        needsDeposit={user !== null && needsDeposit}
        onBalance={onBalance}
      />
      {user && mode === 'real' ? <RealityCheck /> : null}
    </FavouritesProvider>
  );
}

import gameHallCss from '../features/game-hall/game-hall.css?url';
import { HomePage } from '../features/home/home-page.tsx';
import jackpotsCss from '../features/jackpots/jackpots.css?url';
import type { Route } from './+types/home';
import { lobbyData } from './home-lobby.server.ts';
import { Lobby } from './home-lobby.tsx';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: gameHallCss },
  { rel: 'stylesheet', href: jackpotsCss },
];

/** Rendered once for every signed-in player, their own values filled in per request (decision 0047). */
export const handle = { personalHoles: true };

export async function loader({ context }: Route.LoaderArgs) {
  const [banners, lobby] = await Promise.all([
    context.api('banners.get', { position: 'home_top' }),
    lobbyData(context),
  ]);
  return { banners, lobby };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <HomePage banners={loaderData.banners as Parameters<typeof HomePage>[0]['banners']}>
      <Lobby data={loaderData.lobby} />
    </HomePage>
  );
}

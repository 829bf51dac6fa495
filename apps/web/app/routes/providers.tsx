import gameHallCss from '../features/game-hall/game-hall.css?url';
import { ProviderList } from '../features/game-hall/provider-list.tsx';
import type { Route } from './+types/providers';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: gameHallCss }];

/** The game providers with their game counts (spec §2.1 /providers). */
export async function loader({ context }: Route.LoaderArgs) {
  const providers = await context.api('getProviders');
  return {
    providers: providers.map(({ sysname, name, image_url, games_count }) => ({
      sysname,
      name,
      image_url,
      games_count,
    })),
  };
}

export default function Providers({ loaderData }: Route.ComponentProps) {
  return <ProviderList providers={loaderData.providers} />;
}

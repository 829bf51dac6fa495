import { FavouritesProvider } from '../features/game-hall/favourites.tsx';
import gameHallCss from '../features/game-hall/game-hall.css?url';
import { GameHallPage } from '../features/game-hall/game-hall-page.tsx';
import { knownFilter, parseHallFilter } from '../features/game-hall/hall-filter.server.ts';
import { FAVOURITES_CATEGORY, type HallFilter, hallGamesParams } from '../features/game-hall/hall-query.ts';
import { searchSettings } from '../features/game-hall/search-settings.ts';
import { refusalType } from '../lib/page-errors.ts';
import { pageLocale } from '../lib/route-locale.server.ts';
import type { Route } from './+types/gamehall';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: gameHallCss }];

/** The game hall, filtered by `category` and `providers` (spec §2.1); its first page renders on the server. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = parseHallFilter(new URL(request.url).searchParams);
  const { locale } = await pageLocale(context, request);
  const firstPage = async (filter: HallFilter) =>
    // A guest has no favourites: that view is empty without asking.
    filter.category === FAVOURITES_CATEGORY && !context.signedIn
      ? { items: [], total: 0 }
      : context.api('games.get', hallGamesParams(filter, 0));
  const [tried, categories, providers, likes, cms] = await Promise.all([
    // An address naming a category or provider the catalogue lacks is answered without them.
    firstPage(asked).catch((error: unknown) => {
      if (refusalType(error) === 'InvalidParameterException') return null;
      throw error;
    }),
    context.api('getCategories'),
    context.api('getProviders'),
    context.signedIn ? context.api('getLikes') : null,
    context.content.cmsConfig(locale),
  ]);
  const filter = knownFilter(asked, { categories, providers });
  const games = tried ?? (await firstPage(filter));
  return {
    filter,
    games: { items: games.items, total: games.total },
    categories: categories.map(({ sysname, title }) => ({ sysname, title })),
    providers: providers.map(({ sysname, name }) => ({ sysname, name })),
    likes: likes?.sysnames ?? null,
    search: searchSettings(cms.search),
  };
}

export default function Gamehall({ loaderData }: Route.ComponentProps) {
  return (
    <FavouritesProvider likes={loaderData.likes}>
      <GameHallPage
        filter={loaderData.filter}
        games={loaderData.games}
        categories={loaderData.categories}
        providers={loaderData.providers}
        search={loaderData.search}
        signedIn={loaderData.likes !== null}
      />
    </FavouritesProvider>
  );
}

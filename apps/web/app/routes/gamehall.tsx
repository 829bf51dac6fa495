import { FavouritesProvider } from '../features/game-hall/favourites.tsx';
import { FAVOURITES_CATEGORY } from '../features/game-hall/game-display.ts';
import gameHallCss from '../features/game-hall/game-hall.css?url';
import { GameHallPage } from '../features/game-hall/game-hall-page.tsx';
import { knownFilter, parseHallFilter } from '../features/game-hall/hall-filter.server.ts';
import { type HallFilter, hallGamesParams } from '../features/game-hall/hall-query.ts';
import { searchSettings } from '../features/game-hall/search-settings.ts';
import { refusalType } from '../lib/page-errors.ts';
import { usePersonal } from '../lib/personal.tsx';
import { personalValue } from '../lib/personal-values.server.ts';
import { pageLocale } from '../lib/route-locale.server.ts';
import type { Route } from './+types/gamehall';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: gameHallCss }];

/**
 * Rendered once for every signed-in player, their favourite marks and header filled in per request
 * (decision 0047); the favourites view is the player's own page (its loader refuses sharing).
 */
export const handle = { personalHoles: true };

/** The game hall, filtered by `category` and `providers` (spec §2.1); its first page renders on the server. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const asked = parseHallFilter(new URL(request.url).searchParams);
  const { locale } = await pageLocale(context, request);
  // The favourites view is the player's own page (decision 0047).
  if (asked.category === FAVOURITES_CATEGORY) context.personalParts?.refuse('the favourites view');
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
    context.signedIn
      ? personalValue(context, 'likes', (api) => api('getLikes').then((likes) => likes.sysnames))
      : null,
    context.content.cmsConfig(locale),
  ]);
  const filter = knownFilter(asked, { categories, providers });
  const games = tried ?? (await firstPage(filter));
  return {
    filter,
    games: { items: games.items, total: games.total },
    categories: categories.map(({ sysname, title }) => ({ sysname, title })),
    providers: providers.map(({ sysname, name }) => ({ sysname, name })),
    likes,
    search: searchSettings(cms.search),
  };
}

export default function Gamehall({ loaderData }: Route.ComponentProps) {
  const likes = usePersonal(loaderData.likes, 'likes');
  return (
    <FavouritesProvider likes={likes}>
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

import { Link } from 'react-router';
import { FavouritesProvider } from '../features/game-hall/favourites.tsx';
import { GameGrid } from '../features/game-hall/game-grid.tsx';
import gameHallCss from '../features/game-hall/game-hall.css?url';
import { type HallFilter, hallGamesParams } from '../features/game-hall/hall-query.ts';
import { doublingFrom, tournamentGamesPageSize } from '../features/tournaments/tournament-games-page.ts';
import { useT } from '../lib/i18n.ts';
import { notFound } from '../lib/page-errors.ts';
import { pageLocale } from '../lib/route-locale.server.ts';
import { isValidTournamentId } from '../lib/routing/route-validity.ts';
import { usePaths } from '../lib/use-shell.ts';
import type { Route } from './+types/tournament-gamehall';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: gameHallCss }];

/** The games a tournament's rounds score on: its category, its listed games, or the whole hall. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  if (!isValidTournamentId(params.id)) notFound(pathname);
  const { locale } = await pageLocale(context, request);
  const [[tournament], cms] = await Promise.all([
    context.api('tournaments.get', { ids: [params.id], count: 1, fields: ['description', 'restrictions'] }),
    context.content.cmsConfig(locale),
  ]);
  // Spec §9: this many games first (cms-config tournaments.pageSize), each "Show more" doubling them.
  const pageSize = tournamentGamesPageSize(cms.tournaments);
  if (!tournament?.restrictions) notFound(pathname);
  const { category, games } = tournament.restrictions;
  const filter: HallFilter = {
    providers: [],
    ...(category ? { category } : {}),
    ...(games.length > 0 ? { games } : {}),
  };
  const [first, likes] = await Promise.all([
    context.api('games.get', hallGamesParams(filter, 0, pageSize)),
    context.signedIn ? context.api('getLikes') : null,
  ]);
  return {
    tournament: { id: tournament.id, title: tournament.description?.title ?? '' },
    filter,
    games: { items: first.items, total: first.total },
    pageSize,
    likes: likes?.sysnames ?? null,
  };
}

export default function TournamentGamehall({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = usePaths();
  const { tournament } = loaderData;
  return (
    <FavouritesProvider likes={loaderData.likes}>
      <div className="container section game-hall">
        <h1 className="page-title">{t('tournaments.games')}</h1>
        <p>
          <Link to={paths.tournaments(tournament.id)}>{tournament.title}</Link>
        </p>
        <GameGrid
          first={loaderData.games}
          filter={loaderData.filter}
          reloading={false}
          label={t('tournaments.games')}
          nextCount={doublingFrom(loaderData.pageSize)}
        />
      </div>
    </FavouritesProvider>
  );
}

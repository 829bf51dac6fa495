import gameHallCss from '../features/game-hall/game-hall.css?url';
import { GameRow } from '../features/game-hall/game-row.tsx';
import {
  FAVOURITES_CATEGORY,
  type HallGame,
  TILE_FIELDS,
  toHallGame,
} from '../features/game-hall/hall-query.ts';
import { HomePage } from '../features/home/home-page.tsx';
import { useT } from '../lib/i18n.ts';
import { PersonalHtml, usePersonal } from '../lib/personal.tsx';
import { personalValue } from '../lib/personal-values.server.ts';
import { usePaths } from '../lib/use-shell.ts';
import type { Route } from './+types/home';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: gameHallCss }];

/** A player's rows and header are holes: one render serves every signed-in player (decision 0047). */
export const handle = { personalHoles: true };

type Api = Route.LoaderArgs['context']['api'];

/** Tiles per lobby row: two screens of a phone, one and a half of a desktop. */
const ROW_GAMES = 12;

/** The lobby's rows of the hall's categories, in this order, each leading to its category. */
const CATEGORY_ROWS = [
  { category: 'popular', title: 'home.sections.popular' },
  { category: 'new', title: 'home.sections.new' },
  { category: 'live', title: 'home.sections.liveCasino' },
  { category: 'jackpot', title: 'home.sections.jackpots' },
] as const;

/** The games a signed-in player played last, newest first, from their round history. */
async function recentlyPlayed(api: Api): Promise<HallGame[]> {
  const rounds = await api('games.getHistory', { count: 50 });
  const sysnames = [...new Set(rounds.items.map((round) => round.game))].slice(0, ROW_GAMES);
  if (sysnames.length === 0) return [];
  const page = await api('games.get', {
    count: ROW_GAMES,
    fields: [...TILE_FIELDS],
    options: JSON.stringify({ sysnames }),
  });
  return page.items.map(toHallGame).sort((a, b) => sysnames.indexOf(a.sysname) - sysnames.indexOf(b.sysname));
}

export async function loader({ context }: Route.LoaderArgs) {
  const rowGames = (api: Api, params: Record<string, unknown>) =>
    api('games.get', { count: ROW_GAMES, fields: [...TILE_FIELDS], ...params }).then((page) =>
      page.items.map(toHallGame),
    );
  const [banners, categories, recent, favourites] = await Promise.all([
    context.api('banners.get', { position: 'home_top' }),
    Promise.all(CATEGORY_ROWS.map((row) => rowGames(context.api, { category: row.category }))),
    context.signedIn ? personalValue(context, 'recent', recentlyPlayed) : [],
    context.signedIn
      ? personalValue(context, 'favourites', (api) =>
          rowGames(api, { options: JSON.stringify({ favourites: true }) }),
        )
      : [],
  ]);
  return { banners, categories, recent, favourites };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = usePaths();
  const { categories } = loaderData;
  const recent = usePersonal(loaderData.recent, 'recent');
  const favourites = usePersonal(loaderData.favourites, 'favourites');
  return (
    <HomePage banners={loaderData.banners as Parameters<typeof HomePage>[0]['banners']}>
      <PersonalHtml value={recent}>
        {(games) => (
          <GameRow
            id="row-recent"
            title={t('home.sections.recent')}
            href={paths.profile('bets')}
            games={games}
          />
        )}
      </PersonalHtml>
      <PersonalHtml value={favourites}>
        {(games) => (
          <GameRow
            id="row-favourites"
            title={t('home.sections.favourites')}
            href={paths.gamehall({ category: FAVOURITES_CATEGORY })}
            games={games}
          />
        )}
      </PersonalHtml>
      {CATEGORY_ROWS.map((row, index) => (
        <GameRow
          key={row.category}
          id={`row-${row.category}`}
          title={t(row.title)}
          href={paths.gamehall({ category: row.category })}
          games={categories[index] ?? []}
        />
      ))}
    </HomePage>
  );
}

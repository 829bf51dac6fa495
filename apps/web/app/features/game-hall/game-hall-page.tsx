import type { GameCategory, GameProvider } from '@casino/shared/contract/games.contract';
import { Link, useLocation, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { Icon } from '../../ui/icon.tsx';
import { FAVOURITES_CATEGORY } from './game-display.ts';
import { GameGrid, type GamesPage } from './game-grid.tsx';
import { CategoryBar, ProviderFilter } from './hall-filters.tsx';
import type { HallFilter } from './hall-query.ts';
import type { GamesSearchSettings } from './search-settings.ts';

export interface GameHallPageProps {
  filter: HallFilter;
  games: GamesPage;
  categories: readonly Pick<GameCategory, 'sysname' | 'title'>[];
  providers: readonly Pick<GameProvider, 'sysname' | 'name'>[];
  search: GamesSearchSettings;
  signedIn: boolean;
}

/** The search popup's code arrives while the pointer or focus is on its button, so typing starts at once. */
const preloadSearch = () => void import('./games-search-popup.tsx');

/** The game hall: categories, the provider filter, search, and the games a page at a time. */
export function GameHallPage({ filter, games, categories, providers, search, signedIn }: GameHallPageProps) {
  const t = useT();
  const paths = usePaths();
  const dialogs = useDialogs();
  const location = useLocation();
  const navigation = useNavigation();
  // Another filter of this same page is loading: its skeletons replace the games that no longer apply.
  const reloading =
    navigation.state === 'loading' &&
    navigation.location.pathname === location.pathname &&
    navigation.location.search !== location.search;
  const favourites = filter.category === FAVOURITES_CATEGORY;
  const category = categories.find((entry) => entry.sysname === filter.category);
  const title = favourites ? t('games.categories.favourites') : (category?.title ?? t('games.title'));
  const filtered = filter.providers.length > 0;

  return (
    <div className="container section game-hall">
      <div className="game-hall__head">
        <h1 className="page-title">{title}</h1>
        <div className="game-hall__tools">
          <button
            type="button"
            className="button button--ghost button--sm"
            onPointerEnter={preloadSearch}
            onFocus={preloadSearch}
            onClick={() => dialogs.open('GamesSearchPopup', { props: { ...search } })}
          >
            <Icon name="search" size={18} />
            {t('common.search')}
          </button>
          <ProviderFilter providers={providers} filter={filter} />
        </div>
      </div>
      <CategoryBar categories={categories} filter={filter} showFavourites={signedIn} />
      {games.total === 0 && !reloading ? (
        <div className="empty-state">
          <p>
            {favourites
              ? t('games.emptyFavourites')
              : filtered
                ? t('games.emptyFiltered')
                : t('games.emptyCategory')}
          </p>
          {filtered || filter.category ? (
            <Link className="button button--primary button--sm" to={paths.gamehall()}>
              {t('games.allGames')}
            </Link>
          ) : null}
        </div>
      ) : (
        <GameGrid first={games} filter={filter} reloading={reloading} label={title} />
      )}
    </div>
  );
}

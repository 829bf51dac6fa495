import type { GameCategory, GameProvider } from '@casino/shared/contract/games.contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { Icon } from '../../ui/icon.tsx';
import { useMenuDismiss } from '../../ui/use-menu-dismiss.ts';
import { FAVOURITES_CATEGORY } from './game-display.ts';
import { type HallFilter, toggleProvider } from './hall-query.ts';

/** The hall's categories as links (spec §2.1 `category`); the provider filter stays as it is. */
export function CategoryBar({
  categories,
  filter,
  showFavourites,
}: {
  categories: readonly Pick<GameCategory, 'sysname' | 'title'>[];
  filter: HallFilter;
  showFavourites: boolean;
}) {
  const t = useT();
  const paths = usePaths();
  const entries = [
    { sysname: undefined, title: t('games.categories.all') },
    ...(showFavourites ? [{ sysname: FAVOURITES_CATEGORY, title: t('games.categories.favourites') }] : []),
    ...categories,
  ];
  return (
    <nav className="category-bar" aria-label={t('games.categoriesLabel')}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.sysname ?? 'all'}>
            <Link
              className="category-bar__link"
              to={paths.gamehall({ category: entry.sysname, providers: filter.providers })}
              aria-current={entry.sysname === filter.category ? 'page' : undefined}
              preventScrollReset
            >
              {entry.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Narrows the hall to some providers (spec §2.1: comma-separated `providers`): a checkbox list in a
 * disclosure, the chosen ones shown as chips that remove themselves.
 */
export function ProviderFilter({
  providers,
  filter,
}: {
  providers: readonly Pick<GameProvider, 'sysname' | 'name'>[];
  filter: HallFilter;
}) {
  const t = useT();
  const paths = usePaths();
  const navigate = useNavigate();
  const menu = useRef<HTMLDetailsElement>(null);
  const listId = useId();
  // The choice shows at once; the hall follows when its next page has loaded.
  const [selected, setSelected] = useState(filter.providers);
  useEffect(() => setSelected(filter.providers), [filter.providers]);
  const chosen = providers.filter((provider) => selected.includes(provider.sysname));
  const go = (next: string[]) => {
    setSelected(next);
    navigate(paths.gamehall({ category: filter.category, providers: next }), { preventScrollReset: true });
  };

  useMenuDismiss(menu);

  return (
    <div className="provider-filter">
      <details className="provider-filter__menu" ref={menu}>
        <summary className="button button--ghost button--sm">
          <Icon name="filter" size={18} />
          {chosen.length > 0
            ? t('games.providersChosen', { count: chosen.length })
            : t('games.providersFilter')}
        </summary>
        <fieldset className="provider-filter__panel" aria-describedby={listId}>
          <legend className="visually-hidden">{t('games.providersFilter')}</legend>
          <p id={listId} className="visually-hidden">
            {t('games.providersHint')}
          </p>
          <ul className="provider-filter__list">
            {providers.map((provider) => (
              <li key={provider.sysname}>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    checked={selected.includes(provider.sysname)}
                    onChange={() => go(toggleProvider(selected, provider.sysname))}
                  />
                  <span>{provider.name}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      </details>
      {chosen.length > 0 ? (
        <ul className="provider-filter__chips" aria-label={t('games.providersChosenLabel')}>
          {chosen.map((provider) => (
            <li key={provider.sysname}>
              <button
                type="button"
                className="badge provider-filter__chip"
                aria-label={t('games.removeProvider', { name: provider.name })}
                onClick={() => go(toggleProvider(selected, provider.sysname))}
              >
                {provider.name}
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="button button--sm provider-filter__clear" onClick={() => go([])}>
              {t('games.clearProviders')}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

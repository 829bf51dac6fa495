import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';
import { Image } from '../../ui/image.tsx';
import { gameImage, gameTitle } from './game-display.ts';
import { type HallGame, TILE_FIELDS, toHallGame } from './hall-query.ts';
import { searchSettings } from './search-settings.ts';

const RESULT_COUNT = 12;

type SearchState =
  | { status: 'short' }
  | { status: 'loading'; query: string }
  | { status: 'done'; query: string; games: HallGame[]; total: number }
  | { status: 'failed'; query: string };

/**
 * GamesSearchPopup (spec §2.3): results appear while the player types, a moment after the last key
 * (debounced games.get `query` over titles and providers); a result opens the game.
 */
export function GamesSearchPopup({ entry }: DialogComponentProps) {
  const t = useT();
  const api = useApi();
  const paths = usePaths();
  const { close } = useDialogs();
  const settings = searchSettings(entry.props);
  const [text, setText] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'short' });
  const inputId = useId();
  const statusId = useId();
  const query = text.trim();

  useEffect(() => {
    if (query.length < settings.minQueryLength) {
      setState({ status: 'short' });
      return;
    }
    let current = true;
    setState({ status: 'loading', query });
    const timer = setTimeout(async () => {
      try {
        const page = await api('games.get', { query, count: RESULT_COUNT, fields: [...TILE_FIELDS] });
        if (current)
          setState({ status: 'done', query, games: page.items.map(toHallGame), total: page.total });
      } catch {
        if (current) setState({ status: 'failed', query });
      }
    }, settings.debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, query, settings.minQueryLength, settings.debounceMs]);

  const status = (() => {
    switch (state.status) {
      case 'short':
        return t('games.searchMin', { min: settings.minQueryLength });
      case 'loading':
        return t('common.loading');
      case 'failed':
        return t('common.errorGeneric');
      case 'done':
        return state.total === 0
          ? t('games.searchEmpty', { query: state.query })
          : t('games.searchFound', { count: state.total.toLocaleString('en-US') });
    }
  })();

  return (
    <DialogFrame
      type="curtain"
      title={t('games.searchTitle')}
      closeLabel={t('common.close')}
      onRequestClose={() => close(entry.id)}
    >
      <div className="games-search">
        <label className="visually-hidden" htmlFor={inputId}>
          {t('common.searchPlaceholder')}
        </label>
        <input
          id={inputId}
          className="games-search__input"
          type="search"
          value={text}
          placeholder={t('common.searchPlaceholder')}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={statusId}
          data-autofocus
          onChange={(event) => setText(event.target.value)}
        />
        <p id={statusId} className="games-search__status" role="status">
          {status}
        </p>
        {state.status === 'done' && state.games.length > 0 ? (
          <ul className="games-search__results" aria-label={t('games.searchResults')}>
            {state.games.map((game) => (
              <li key={game.sysname}>
                <Link
                  className="games-search__result"
                  to={paths.game(game.sysname)}
                  onClick={() => close(entry.id, { immediate: true })}
                >
                  <Image
                    className="games-search__image"
                    src={gameImage(game)}
                    alt=""
                    width={72}
                    height={48}
                  />
                  <span className="games-search__name">{gameTitle(game)}</span>
                  <span className="games-search__provider">{game.provider_name}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {state.status === 'loading' ? (
          <ul className="games-search__results" aria-hidden="true">
            {[0, 1, 2].map((index) => (
              <li key={index} className="games-search__result games-search__result--skeleton">
                <span className="skeleton" />
                <span className="skeleton" />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </DialogFrame>
  );
}

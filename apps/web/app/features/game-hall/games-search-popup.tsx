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

/** The search's load, by the statuses of `LoadStatus` (spec §3); idle while the query is too short. */
type SearchState =
  | { status: 'idle' }
  | { status: 'pending'; query: string }
  | { status: 'success'; query: string; games: HallGame[]; total: number }
  | { status: 'error'; query: string };

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
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const inputId = useId();
  const statusId = useId();
  const query = text.trim();

  useEffect(() => {
    if (query.length < settings.minQueryLength) {
      setState({ status: 'idle' });
      return;
    }
    let current = true;
    setState({ status: 'pending', query });
    const timer = setTimeout(async () => {
      try {
        const page = await api('games.get', { query, count: RESULT_COUNT, fields: [...TILE_FIELDS] });
        if (current)
          setState({ status: 'success', query, games: page.items.map(toHallGame), total: page.total });
      } catch {
        if (current) setState({ status: 'error', query });
      }
    }, settings.debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, query, settings.minQueryLength, settings.debounceMs]);

  const status = (() => {
    switch (state.status) {
      case 'idle':
        return t('games.searchMin', { min: settings.minQueryLength });
      case 'pending':
        return t('common.loading');
      case 'error':
        return t('common.errorGeneric');
      case 'success':
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
        {state.status === 'success' && state.games.length > 0 ? (
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
        {state.status === 'pending' ? (
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

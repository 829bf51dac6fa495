import { GAMES_PAGE_SIZE } from '@casino/shared/constants';
import type { GameItem } from '@casino/shared/contract/games.contract';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { FavouriteButton } from './favourites.tsx';
import { gameTitle } from './game-display.ts';
import { GameTile, GameTileSkeletons } from './game-tile.tsx';
import { type HallFilter, type HallGame, hallGamesParams, toHallGame } from './hall-query.ts';

export interface GamesPage {
  items: Partial<GameItem>[];
  total: number;
}

/** Spec §9 groups thousands with commas. */
const count = (value: number) => value.toLocaleString('en-US');

/** Tiles in the first rows load at once; the rest wait until they scroll near. */
const EAGER_TILES = 6;

/**
 * The hall's games: the first page comes server-rendered from the loader, "Show more" appends the
 * next 18 (spec §9), or as many as `nextCount` says for the games already shown. While the hall itself
 * is reloading (a new filter), skeleton tiles stand in.
 */
export function GameGrid({
  first,
  filter,
  reloading,
  label,
  nextCount = () => GAMES_PAGE_SIZE,
}: {
  first: GamesPage;
  filter: HallFilter;
  reloading: boolean;
  label: string;
  nextCount?: (shown: number) => number;
}) {
  const t = useT();
  const api = useApi();
  const [games, setGames] = useState<HallGame[]>(() => first.items.map(toHallGame));
  const [total, setTotal] = useState(first.total);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);

  // New loader data (another filter) starts the list again; a late "more" answer for the old one is dropped.
  useEffect(() => {
    request.current += 1;
    setGames(first.items.map(toHallGame));
    setTotal(first.total);
    setLoading(false);
    setFailed(false);
  }, [first]);

  const showMore = async () => {
    const id = ++request.current;
    setLoading(true);
    setFailed(false);
    try {
      const page = await api('games.get', hallGamesParams(filter, games.length, nextCount(games.length)));
      if (id !== request.current) return;
      const known = new Set(games.map((game) => game.sysname));
      setGames([...games, ...page.items.map(toHallGame).filter((game) => !known.has(game.sysname))]);
      setTotal(page.total);
    } catch {
      if (id === request.current) setFailed(true);
    } finally {
      if (id === request.current) setLoading(false);
    }
  };

  if (reloading) {
    return (
      <ul className="game-grid" aria-busy="true" aria-label={label}>
        <GameTileSkeletons count={GAMES_PAGE_SIZE} />
      </ul>
    );
  }
  const remaining = Math.max(0, total - games.length);
  return (
    <>
      <ul className="game-grid" aria-label={label} aria-busy={loading}>
        {games.map((game, index) => (
          <GameTile
            key={game.sysname}
            game={game}
            eager={index < EAGER_TILES}
            favourite={
              <FavouriteButton
                sysname={game.sysname}
                name={gameTitle(game)}
                className="game-tile__favourite"
              />
            }
          />
        ))}
        {loading ? <GameTileSkeletons count={Math.min(remaining, nextCount(games.length))} /> : null}
      </ul>
      <div className="game-grid__footer">
        <p className="game-grid__count" aria-live="polite">
          {t('games.shownOf', { shown: count(games.length), total: count(total) })}
        </p>
        {failed ? (
          <p className="form-error" role="alert">
            {t('common.errorGeneric')}
          </p>
        ) : null}
        {remaining > 0 ? (
          <button
            type="button"
            className={`button button--ghost${loading ? ' button--loading' : ''}`}
            aria-disabled={loading}
            onClick={() => {
              if (!loading) void showMore();
            }}
          >
            {failed ? t('common.retry') : t('common.showMore')}
          </button>
        ) : null}
      </div>
    </>
  );
}

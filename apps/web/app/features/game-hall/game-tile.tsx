import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { Image } from '../../ui/image.tsx';
import { gameImage, gameTitle } from './game-display.ts';
import type { HallGame } from './hall-query.ts';

/** Spec §3 names the 288×192 picture: tiles keep that 3:2 box whatever the image does. */
export const TILE_IMAGE = { width: 288, height: 192 } as const;

/**
 * One game in a grid: artwork, title, provider and the favourite heart; on hover or keyboard focus the
 * Play and Demo buttons appear over the artwork. The title links to the game page in its default mode.
 */
export function GameTile({
  game,
  eager = false,
  titleAs: Title = 'h2',
  favourite,
}: {
  game: HallGame;
  eager?: boolean;
  /** The tile's heading level: h2 in the hall, h3 under a row's own heading (the home lobby). */
  titleAs?: 'h2' | 'h3';
  /** The favourite heart, where the page keeps favourites (the hall); the lobby's tiles have none. */
  favourite?: ReactNode;
}) {
  const t = useT();
  const paths = usePaths();
  const name = gameTitle(game);
  return (
    <li className="game-tile">
      <div className="game-tile__art">
        <Image
          src={gameImage(game)}
          alt=""
          width={TILE_IMAGE.width}
          height={TILE_IMAGE.height}
          loading={eager ? 'eager' : 'lazy'}
        />
        <div className="game-tile__actions">
          <Link
            className="button button--primary button--sm"
            to={paths.game(game.sysname, 'real')}
            aria-label={t('games.playNamed', { name })}
          >
            {t('common.play')}
          </Link>
          {game.has_demo ? (
            <Link
              className="button button--ghost button--sm game-tile__demo"
              to={paths.game(game.sysname, 'demo')}
              aria-label={t('games.demoNamed', { name })}
            >
              {t('games.demo')}
            </Link>
          ) : null}
        </div>
      </div>
      <Title className="game-tile__title">
        <Link className="game-tile__link" to={paths.game(game.sysname)} data-prefetch="intent">
          {name}
        </Link>
      </Title>
      <p className="game-tile__provider">
        <span>{game.provider_name}</span>
        {game.is_new || game.is_hot ? (
          <span className="game-tile__badge">{t(game.is_new ? 'games.badges.new' : 'games.badges.hot')}</span>
        ) : null}
      </p>
      {favourite}
    </li>
  );
}

/** Placeholders in the exact size of tiles, so nothing moves when the games arrive. */
export function GameTileSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place.
        <li key={index} className="game-tile game-tile--skeleton" aria-hidden="true">
          <span className="game-tile__art skeleton" />
          <span className="game-tile__title skeleton" />
          <span className="game-tile__provider skeleton" />
        </li>
      ))}
    </>
  );
}

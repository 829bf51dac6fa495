import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { useShell } from '../../lib/use-shell.ts';
import { GameTile } from './game-tile.tsx';
import type { HallGame } from './hall-query.ts';

/**
 * A row of the home lobby: its heading, a link to all its games and the tiles, scrolling sideways (by
 * touch, trackpad or the keyboard on the focused tiles); no script moves it. An empty row is left out.
 */
export function GameRow({
  id,
  title,
  href,
  games,
}: {
  id: string;
  title: string;
  href: string;
  games: readonly HallGame[];
}) {
  const t = useT();
  if (games.length === 0) return null;
  return (
    <section className="game-row container section" aria-labelledby={id}>
      <div className="game-row__head">
        <RowTitle id={id} title={title} href={href} />
        <Link className="game-row__all" to={href}>
          {t('home.seeAll')}
        </Link>
      </div>
      <ul className="game-row__list">
        {games.map((game) => (
          <GameTile key={game.sysname} game={game} titleAs="h3" />
        ))}
      </ul>
    </section>
  );
}

/** A lobby row's heading; a link to all its entries when the content makes titles clickable (flags.clickableTitles). */
export function RowTitle({ id, title, href }: { id: string; title: string; href: string }) {
  const { site } = useShell();
  return (
    <h2 id={id} className="game-row__title">
      {site.clickableTitles ? <Link to={href}>{title}</Link> : title}
    </h2>
  );
}

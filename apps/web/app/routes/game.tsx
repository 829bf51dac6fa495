import { useT } from '../lib/i18n.ts';
import { notFound } from '../lib/page-errors.ts';
import { isValidSysname } from '../lib/routing/route-validity.ts';
import type { Route } from './+types/game';

/** The game page (game layout, marked as a game page); the game frame arrives with the games capability. */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!isValidSysname(params.sysname)) notFound(new URL(request.url).pathname);
  return { sysname: params.sysname, isGamePage: true };
}

export const handle = { isGamePage: true };

export default function Game({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="game-page">
      <h1 className="visually-hidden">{loaderData.sysname}</h1>
      <div className="empty-state">
        <p>{t('common.emptySection')}</p>
      </div>
    </div>
  );
}

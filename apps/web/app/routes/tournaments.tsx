import type { TOURNAMENT_STATUSES } from '@casino/shared/contract/tournaments.contract';
import { TournamentCard } from '../features/tournaments/tournament-card.tsx';
import tournamentsCss from '../features/tournaments/tournaments.css?url';
import { useT } from '../lib/i18n.ts';
import type { Route } from './+types/tournaments';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: tournamentsCss }];

/** Running first, then upcoming, then finished (spec §2.1 `/tournaments`). */
const SECTIONS = [
  'running',
  'upcoming',
  'finished',
] as const satisfies readonly (typeof TOURNAMENT_STATUSES)[number][];

export async function loader({ context }: Route.LoaderArgs) {
  const tournaments = await context.api('tournaments.get', {
    count: 100,
    fields: ['description', 'total_prize', 'total_participants', 'image_url'],
  });
  return { tournaments, renderedAt: Date.now() };
}

export default function Tournaments({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { tournaments, renderedAt } = loaderData;
  return (
    <div className="container section">
      <h1 className="page-title">{t('tournaments.title')}</h1>
      {tournaments.length === 0 ? <p>{t('tournaments.empty')}</p> : null}
      {SECTIONS.map((status) => {
        const shown = tournaments.filter((tournament) => tournament.status === status);
        if (shown.length === 0) return null;
        return (
          <section key={status} aria-labelledby={`tournaments-${status}`}>
            <h2 id={`tournaments-${status}`}>{t(`tournaments.status.${status}`)}</h2>
            <div className="tournament-list">
              {shown.map((tournament) => (
                <TournamentCard key={tournament.id} tournament={tournament} renderedAt={renderedAt} />
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}

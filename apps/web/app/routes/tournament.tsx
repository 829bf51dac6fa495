import { useRevalidator } from 'react-router';
import { BOARD_TOP, TournamentPage } from '../features/tournaments/tournament-page.tsx';
import tournamentsCss from '../features/tournaments/tournaments.css?url';
import { notFound } from '../lib/page-errors.ts';
import { isValidTournamentId } from '../lib/routing/route-validity.ts';
import { useShell } from '../lib/use-shell.ts';
import type { Route } from './+types/tournament';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: tournamentsCss }];

/** One tournament with its leaderboard's top rows and the player's own place. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  if (!isValidTournamentId(params.id)) notFound(pathname);
  const [tournament] = await context.api('tournaments.get', { ids: [params.id], count: 1 });
  if (!tournament) notFound(pathname);
  const board = await context.api('leaderboard.top', { tournament_id: tournament.id, count: BOARD_TOP });
  return { tournament, board, renderedAt: Date.now() };
}

export default function TournamentRoute({ loaderData }: Route.ComponentProps) {
  const { user } = useShell();
  const revalidator = useRevalidator();
  return (
    <TournamentPage
      tournament={loaderData.tournament}
      board={loaderData.board}
      signedIn={user !== null}
      renderedAt={loaderData.renderedAt}
      onJoined={() => void revalidator.revalidate()}
    />
  );
}

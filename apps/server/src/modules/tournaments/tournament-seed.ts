import type { SeedContext } from '../../db/seed/seed-step.ts';
import { demoContentPlayer } from '../account/users.service.ts';
import * as repository from './tournaments.repository.ts';

const MINUTE = 60_000;

/**
 * Seeds the demo content's final standings of tournaments that have already ended (`demoStandings`),
 * for players created for the demo. Nothing is paid here: the tournaments job finishes them and pays
 * their prizes through the same path as any tournament. A tournament anyone has taken part in is left
 * alone, so a repeat seeds nothing.
 */
export async function seedTournamentStandings({
  db,
  onlyIfEmpty,
  contentFiles,
}: SeedContext): Promise<boolean> {
  if (onlyIfEmpty && (await repository.anyParticipant(db))) return false;
  const now = new Date();
  let seeded = false;
  for (const tournament of contentFiles().site.tournaments) {
    const endsAt = new Date(tournament.endsAt);
    if (tournament.demoStandings.length === 0 || endsAt > now) continue;
    if (await repository.anyParticipant(db, tournament.id)) continue;
    for (const [index, standing] of tournament.demoStandings.entries()) {
      const userId = await demoContentPlayer(db, {
        login: `${standing.player.toLowerCase()}@demo.invalid`,
        fakename: standing.player,
        currency: tournament.currency,
      });
      // Listed order breaks ties: the earlier reached its points first.
      const scoredAt = new Date(endsAt.getTime() - (tournament.demoStandings.length - index) * MINUTE);
      await repository.insertStanding(db, {
        tournament_id: tournament.id,
        user_id: userId,
        joined_at: tournament.startsAt,
        points: standing.points,
        rounds: 0,
        scored_at: scoredAt,
      });
    }
    seeded = true;
  }
  return seeded;
}

import type { Db } from './db/schema.ts';
import { type ContentFiles, readContentFiles } from './db/seed/content-files.ts';
import { seedContent } from './db/seed/seed-content.ts';
import type { SeedStep } from './db/seed/seed-step.ts';
import { seedGames } from './modules/games/catalogue-seed.ts';
import { seedJackpots } from './modules/jackpots/jackpots.service.ts';
import { seedTournamentStandings } from './modules/tournaments/tournament-seed.ts';

/**
 * Every domain's seed step, in order: the game catalogue's category titles are the content's messages,
 * and jackpots are money (funded pools), so they are created once and never cleared with the content;
 * the demo content's finished tournaments get their seeded standings once, and keep them.
 */
export const SEED_STEPS: readonly SeedStep[] = [
  { name: 'content', run: seedContent },
  { name: 'games', run: seedGames },
  { name: 'jackpots', run: ({ db, contentDir }) => seedJackpots(db, contentDir) },
  { name: 'tournament standings', run: seedTournamentStandings },
];

/**
 * Runs the seed steps on the database: with `onlyIfEmpty` (every start) each stores only what its
 * domain lacks, so a later start reads no content file but the jackpot definitions. Answers the names
 * of the steps that stored something.
 */
export async function seedDatabase(
  db: Db,
  contentDir: string,
  options: { onlyIfEmpty: boolean },
): Promise<string[]> {
  let files: ContentFiles | undefined;
  const context = {
    db,
    contentDir,
    onlyIfEmpty: options.onlyIfEmpty,
    contentFiles: () => {
      files ??= readContentFiles(contentDir);
      return files;
    },
  };
  const seeded: string[] = [];
  for (const step of SEED_STEPS) if (await step.run(context)) seeded.push(step.name);
  return seeded;
}

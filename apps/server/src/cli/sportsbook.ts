import { userInfo } from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createSportsbook } from '../modules/sportsbook/sportsbook.service.ts';
import { runSportsbookCommand } from './sportsbook-command.ts';

/**
 * `npm run sportsbook -- suspend | resume | settle | void | void-bet …`: the operator's hand on the
 * sportsbook until the back-office has it. On the embedded database the server must be stopped first
 * (one user at a time).
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateToLatest(database.db);
    process.exitCode = await runSportsbookCommand(
      process.argv.slice(2),
      {
        db: database.db,
        sportsbook: createSportsbook(config.sportsbook, Date.now),
        operator: process.env.USER || userInfo().username,
        now: new Date(),
      },
      (line) => console.info(line),
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { runStaff } from './staff-command.ts';

/**
 * `npm run staff -- create-admin --email …`. On the embedded database the server must be stopped
 * first (one user at a time), as for `npm run payouts`.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateToLatest(database.db);
    process.exitCode = await runStaff(process.argv.slice(2), database.db, (line) => console.info(line));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import path from 'node:path';
import { type AppConfig, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import type { Db } from '../db/schema.ts';

/**
 * Runs an operator command on the configured database (DATABASE_URL, or the embedded one in DATA_DIR,
 * migrated first) and exits with the status it answers. The embedded database has one user at a time,
 * so the server must be stopped first; `refuse` may say why the command should not run at all.
 */
export function runCommand(
  command: (db: Db, config: AppConfig) => Promise<number>,
  refuse?: (config: AppConfig) => Promise<string | null>,
): void {
  const main = async () => {
    const config = loadConfig();
    const refusal = await refuse?.(config);
    if (refusal) {
      console.error(refusal);
      process.exit(1);
    }
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: path.join(config.dataDir, 'pglite'),
    });
    try {
      await migrateToLatest(database.db);
      process.exitCode = await command(database.db, config);
    } finally {
      await database.close();
    }
  };
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

import { rmSync } from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { contentDir } from '../repo-paths.ts';
import { seedDatabase } from '../seed-database.ts';

/** `npm run db:reset`: wipes the embedded database and loads the demo content again. */
async function main() {
  const config = loadConfig();
  if (config.databaseUrl) {
    console.error('db:reset only wipes the embedded database; DATABASE_URL is set, so nothing was done.');
    process.exit(1);
  }
  const dir = path.join(config.dataDir, 'pglite');
  rmSync(dir, { recursive: true, force: true });
  const database = await openDatabase({ pgliteDir: dir });
  await migrateToLatest(database.db);
  await seedDatabase(database.db, contentDir, { onlyIfEmpty: false });
  await database.close();
  console.info(`Embedded database at ${dir} reset and seeded.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { commandLineGateway, runPayouts } from './payouts-command.ts';

/**
 * `npm run payouts -- list | approve <tx> | decline <tx>`: the operator's decision on withdrawals without
 * the gateway's page. On the embedded database the server must be stopped first (one user at a time).
 */
async function main() {
  const config = loadConfig();
  if (!config.databaseUrl && (await serverAnswers(config.publicUrl))) {
    console.error(
      `The server at ${config.publicUrl} uses the embedded database; stop it first (or decide at /providers/pay/payouts).`,
    );
    process.exit(1);
  }
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateToLatest(database.db);
    process.exitCode = await runPayouts(
      process.argv.slice(2),
      commandLineGateway(database.db, config),
      (line) => console.info(line),
    );
  } finally {
    await database.close();
  }
}

async function serverAnswers(publicUrl: string): Promise<boolean> {
  try {
    return (await fetch(new URL('/healthz', publicUrl), { signal: AbortSignal.timeout(1_000) })).ok;
  } catch {
    return false;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

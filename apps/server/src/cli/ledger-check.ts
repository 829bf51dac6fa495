import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { checkLedger, ledgerTransactionCount } from '../modules/wallet/ledger-check.ts';

/**
 * `npm run ledger:check`: verifies every ledger invariant on the configured database (DATABASE_URL, or
 * the embedded one in DATA_DIR — stop the server first, the embedded database has one user at a time)
 * and exits with status 1 when any is broken.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrateToLatest(database.db);
    const violations = await checkLedger(database.db);
    const transactions = await ledgerTransactionCount(database.db);
    if (violations.length === 0) {
      console.info(`Ledger consistent: ${transactions} transactions checked, no violations.`);
      return;
    }
    for (const violation of violations) console.error(`VIOLATION ${violation.rule}: ${violation.detail}`);
    console.error(`${violations.length} ledger violation(s) found.`);
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

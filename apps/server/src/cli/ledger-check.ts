import { checkLedger, ledgerTransactionCount } from '../modules/wallet/ledger-check.ts';
import { runCommand } from './run-command.ts';

/**
 * `npm run ledger:check`: verifies every ledger invariant on the configured database (DATABASE_URL, or
 * the embedded one in DATA_DIR — stop the server first, the embedded database has one user at a time)
 * and exits with status 1 when any is broken.
 */
runCommand(async (db) => {
  const violations = await checkLedger(db);
  const transactions = await ledgerTransactionCount(db);
  if (violations.length === 0) {
    console.info(`Ledger consistent: ${transactions} transactions checked, no violations.`);
    return 0;
  }
  for (const violation of violations) console.error(`VIOLATION ${violation.rule}: ${violation.detail}`);
  console.error(`${violations.length} ledger violation(s) found.`);
  return 1;
});

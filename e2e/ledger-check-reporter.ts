import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FullResult, Reporter } from '@playwright/test/reporter';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { checkLedger } from '../apps/server/src/modules/wallet/ledger-check.ts';

/**
 * Ends every e2e run with `ledger:check` on the e2e server's embedded database. A reporter's `onEnd`
 * runs after the web servers were stopped (a global teardown runs before, while the server still holds
 * the database, which one process at a time may open); a violation fails the run.
 */
export default class LedgerCheckReporter implements Reporter {
  printsToStdio() {
    return false;
  }

  async onEnd(_result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const dataDir = process.env.E2E_DATA_DIR;
    const pgliteDir = dataDir ? path.join(dataDir, 'pglite') : '';
    if (!dataDir || !existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
      console.info('Ledger check skipped: the e2e server created no database.');
      return undefined;
    }
    const database = await openDatabase({ pgliteDir });
    try {
      const violations = await checkLedger(database.db);
      const { transactions } = await database.db
        .selectFrom('ledger_transactions')
        .select((eb) => eb.fn.countAll<number>().as('transactions'))
        .executeTakeFirstOrThrow();
      if (violations.length === 0) {
        console.info(`Ledger check after the e2e run: ${transactions} transactions, no violations.`);
        return undefined;
      }
      for (const violation of violations)
        console.error(`LEDGER VIOLATION ${violation.rule}: ${violation.detail}`);
      console.error(`Ledger check after the e2e run: ${violations.length} violation(s).`);
      return { status: 'failed' };
    } finally {
      await database.close();
    }
  }
}

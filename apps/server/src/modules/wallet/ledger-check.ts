import type { DbOrTrx } from '../../db/schema.ts';
import { countLedgerTransactions, findRuleBreaches } from './ledger-check.repository.ts';

export interface LedgerViolation {
  rule: string;
  detail: string;
}

/** Runs every rule of the ledger's invariants; an empty list means the ledger is consistent. */
export async function checkLedger(db: DbOrTrx): Promise<LedgerViolation[]> {
  const violations: LedgerViolation[] = [];
  for (const { rule, rows } of await findRuleBreaches(db)) {
    for (const row of rows) violations.push({ rule, detail: JSON.stringify(row) });
  }
  return violations;
}

/** How many transactions a check covered. */
export function ledgerTransactionCount(db: DbOrTrx): Promise<number> {
  return countLedgerTransactions(db);
}

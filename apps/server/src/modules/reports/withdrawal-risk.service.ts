import { BIG_WIN_MULTIPLE, NEW_PLAYER_DAYS, type RiskHint } from '@casino/shared/backoffice/risk-hints';
import type { Db } from '../../db/schema.ts';
import { withdrawalRiskFacts } from './withdrawal-risk.repository.ts';

const DAY_MS = 86_400_000;

/** The hints of one withdrawal from its facts; judged at the request, so a later look says the same. */
export function riskHints(facts: {
  registered_at: Date;
  requested_at: Date;
  is_verified: boolean;
  deposit_amount: number | null;
  biggest_win: number;
}): RiskHint[] {
  const hints: RiskHint[] = [];
  if (facts.requested_at.getTime() - facts.registered_at.getTime() < NEW_PLAYER_DAYS * DAY_MS) {
    hints.push('new_player');
  }
  // With no deposit at all, any win is money the player never put in.
  const bar = facts.deposit_amount === null ? 1 : facts.deposit_amount * BIG_WIN_MULTIPLE;
  if (facts.biggest_win > 0 && facts.biggest_win >= bar) hints.push('big_win');
  if (!facts.is_verified) hints.push('unverified');
  return hints;
}

/** The risk hints of a page of withdrawals by transaction, in one query for the page. */
export async function withdrawalRiskHints(
  db: Db,
  transactions: readonly string[],
): Promise<Map<string, RiskHint[]>> {
  const rows = await withdrawalRiskFacts(db, transactions);
  return new Map(
    rows.map((row) => [
      row.transaction,
      riskHints({
        registered_at: new Date(row.registered_at),
        requested_at: new Date(row.requested_at),
        is_verified: row.is_verified,
        deposit_amount: row.deposit_amount === null ? null : Number(row.deposit_amount),
        biggest_win: Number(row.biggest_win),
      }),
    ]),
  );
}

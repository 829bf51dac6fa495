import { type Insertable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type {
  SportsBetLegOutcome,
  SportsBetResettlementsTable,
  SportsbookOperatorActionsTable,
} from '../../db/tables/sports-bets.table.ts';

export async function insertSuspension(db: DbOrTrx, eventId: string, marketKey: string): Promise<boolean> {
  const row = await db
    .insertInto('sportsbook_suspensions')
    .values({ event_id: eventId, market_key: marketKey })
    .onConflict((oc) => oc.columns(['event_id', 'market_key']).doNothing())
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function deleteSuspension(db: DbOrTrx, eventId: string, marketKey: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sportsbook_suspensions')
    .where('event_id', '=', eventId)
    .where('market_key', '=', marketKey)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/**
 * Sets the outcome of the open bets' legs still to come in on an event (one market, one selection, when
 * given); answers the bets touched.
 */
export async function setOpenLegOutcomes(
  db: DbOrTrx,
  target: { eventId: string; marketKey?: string | undefined; selectionKey?: string | undefined },
  outcome: SportsBetLegOutcome,
  at: Date,
): Promise<{ betIds: string[]; legs: number }> {
  let query = db
    .updateTable('sports_bet_legs')
    .set({ outcome, settled_at: at })
    .where('event_id', '=', target.eventId)
    .where('outcome', 'is', null)
    .where('bet_id', 'in', (eb) => eb.selectFrom('sports_bets').select('id').where('status', '=', 'open'));
  if (target.marketKey !== undefined) query = query.where('market_key', '=', target.marketKey);
  if (target.selectionKey !== undefined) query = query.where('selection_key', '=', target.selectionKey);
  const rows = await query.returning('bet_id').execute();
  return { betIds: [...new Set(rows.map((row) => row.bet_id))], legs: rows.length };
}

export async function recordOperatorAction(
  db: DbOrTrx,
  action: Insertable<SportsbookOperatorActionsTable>,
): Promise<void> {
  await db.insertInto('sportsbook_operator_actions').values(action).execute();
}

/**
 * Changes the outcome of legs already in on a selection (an operator's correction): answers the bets
 * whose legs changed. Legs of bets cashed out in full keep theirs (the player sold the bet).
 */
export async function correctLegOutcomes(
  db: DbOrTrx,
  target: { eventId: string; marketKey: string; selectionKey: string },
  outcome: SportsBetLegOutcome,
  at: Date,
): Promise<{ betIds: string[]; legs: number }> {
  const rows = await db
    .updateTable('sports_bet_legs')
    .set({ outcome, settled_at: at })
    .where('event_id', '=', target.eventId)
    .where('market_key', '=', target.marketKey)
    .where('selection_key', '=', target.selectionKey)
    .where('outcome', 'is not', null)
    .where('outcome', '<>', outcome)
    .where('bet_id', 'in', (eb) =>
      eb.selectFrom('sports_bets').select('id').where('status', 'in', ['open', 'won', 'lost', 'void']),
    )
    .returning('bet_id')
    .execute();
  return { betIds: [...new Set(rows.map((row) => row.bet_id))], legs: rows.length };
}

/**
 * A resettled bet's new settlement, conditional on the one it corrects (one correction per state). A bet
 * reopened (its legs no longer decide it) has no return and no settlement time until it is settled again;
 * its rows record that return as 0.
 */
export async function applyResettlement(
  trx: Trx,
  row: Insertable<SportsBetResettlementsTable>,
): Promise<boolean> {
  const reopened = row.to_status === 'open';
  let update = trx
    .updateTable('sports_bets')
    .set({
      status: row.to_status,
      settled_return: reopened ? null : row.to_return,
      settled_at: reopened ? null : sql<Date>`coalesce(settled_at, ${row.created_at})`,
      resettled: row.seq,
    })
    .where('id', '=', row.bet_id)
    .where('resettled', '=', row.seq - 1)
    .where('paid_at', 'is not', null);
  update =
    row.from_status === 'open'
      ? update.where('status', '=', 'open').where('settled_return', 'is', null)
      : update.where('status', '=', row.from_status).where('settled_return', '=', row.from_return);
  const result = await update.executeTakeFirst();
  if (result.numUpdatedRows === 0n) return false;
  await trx.insertInto('sports_bet_resettlements').values(row).execute();
  return true;
}

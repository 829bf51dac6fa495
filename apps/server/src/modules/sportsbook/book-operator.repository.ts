import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type {
  SportsBetLegOutcome,
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

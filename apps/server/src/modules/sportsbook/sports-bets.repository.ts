import type { MinorUnits } from '@casino/shared/money/minor-units';
import { type Insertable, type Selectable, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type {
  SportsBetLegOutcome,
  SportsBetLegsTable,
  SportsBetStatus,
  SportsBetsTable,
} from '../../db/tables/sports-bets.table.ts';

export type BetRow = Selectable<SportsBetsTable>;
export type LegRow = Selectable<SportsBetLegsTable>;

/** A leg as placed: its market as the object it is (the insert writes it as jsonb). */
export type PendingLeg = Omit<Insertable<SportsBetLegsTable>, 'market'> & { market: Record<string, unknown> };

export type PendingBet = { bet: Insertable<SportsBetsTable>; legs: readonly PendingLeg[] };

/**
 * Stores bets about to take their stakes, with their legs, in one statement (one round trip, one commit
 * for all of them). A bet is not stored, nor are its legs, when its player already has a bet of its
 * slip (the slip id is the idempotency key) or when the operator holds one of its legs' events or
 * markets suspended: the check and the insert are one statement, so no suspension slips in between.
 * Answers the rows stored.
 */
export async function insertPendingBets(db: DbOrTrx, pending: readonly PendingBet[]): Promise<BetRow[]> {
  const [first] = pending;
  if (!first) return [];
  // The bets' own columns; the others take their defaults.
  const columns = Object.keys(first.bet).map((column) => sql.ref(column));
  const bets = JSON.stringify(pending.map(({ bet }) => bet));
  const legs = JSON.stringify(pending.flatMap(({ legs }) => legs));
  const { rows } = await sql<BetRow>`
    with bet as (
      insert into sports_bets (${sql.join(columns)})
      select ${sql.join(columns.map((column) => sql`b.${column}`))}
      from jsonb_populate_recordset(null::sports_bets, ${bets}::jsonb) as b
      where not exists (
        select from jsonb_populate_recordset(null::sports_bet_legs, ${legs}::jsonb) as l
        join sportsbook_suspensions as s on s.event_id = l.event_id and s.market_key in ('', l.market_key)
        where l.bet_id = b.id)
      on conflict (user_id, slip_id) do nothing
      returning *
    ), legs as (
      insert into sports_bet_legs
      select l.* from jsonb_populate_recordset(null::sports_bet_legs, ${legs}::jsonb) as l
      where l.bet_id in (select id from bet)
    )
    select * from bet`.execute(db);
  return rows;
}

export function findBetBySlip(db: DbOrTrx, userId: number, slipId: string): Promise<BetRow | undefined> {
  return db
    .selectFrom('sports_bets')
    .selectAll()
    .where('user_id', '=', userId)
    .where('slip_id', '=', slipId)
    .executeTakeFirst();
}

export function findBet(db: DbOrTrx, id: string): Promise<BetRow | undefined> {
  return db.selectFrom('sports_bets').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findBets(db: DbOrTrx, ids: readonly string[]): Promise<BetRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('sports_bets').selectAll().where('id', 'in', ids).execute();
}

/** The legs of bets, in each bet's order. */
export function legsOf(db: DbOrTrx, betIds: readonly string[]): Promise<LegRow[]> {
  if (betIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sports_bet_legs')
    .selectAll()
    .where('bet_id', 'in', betIds)
    .orderBy('bet_id')
    .orderBy('position')
    .execute();
}

/**
 * The stakes were taken: the bets are open. Each only while it is still pending and placed after its
 * `notBefore`, so a placement slower than the recovery grace cannot open a bet the recoverer has
 * refunded. Answers the ids opened.
 */
export async function openPendingBets(
  db: DbOrTrx,
  bets: readonly { id: string; notBefore: Date }[],
): Promise<Set<string>> {
  const { rows } = await sql<{ id: string }>`
    update sports_bets set status = 'open'
    from unnest(${bets.map((bet) => bet.id)}::uuid[], ${bets.map((bet) => bet.notBefore)}::timestamptz[])
      as opening (id, not_before)
    where sports_bets.id = opening.id and sports_bets.status = 'pending'
      and sports_bets.placed_at > opening.not_before
    returning sports_bets.id`.execute(db);
  return new Set(rows.map((row) => row.id));
}

/** A pending bet whose stake was refused or refunded goes, freeing its slip id. */
export async function deletePendingBet(db: DbOrTrx, id: string): Promise<void> {
  await db.deleteFrom('sports_bets').where('id', '=', id).where('status', '=', 'pending').execute();
}

/** Pending bets stored before `cutoff`: their placement died between storing the bet and opening it. */
export function strandedPendingBets(db: DbOrTrx, cutoff: Date, limit: number): Promise<BetRow[]> {
  return db
    .selectFrom('sports_bets')
    .selectAll()
    .where('status', '=', 'pending')
    .where('placed_at', '<', cutoff)
    .orderBy('placed_at')
    .limit(limit)
    .execute();
}

/**
 * Settles an open bet (by its legs, or cashed out): the one conditional update from open, so a cash-out
 * and the settlement racing for the same bet settle it once. `unitStake` is the stake the return was
 * computed on: a partial cash-out in between changed it, and the caller must compute again. Answers
 * whether this call settled it.
 */
export async function closeOpenBet(
  db: DbOrTrx,
  id: string,
  settlement: {
    status: Exclude<SportsBetStatus, 'pending' | 'open'>;
    returned: MinorUnits;
    at: Date;
    unitStake: MinorUnits;
  },
): Promise<boolean> {
  const result = await db
    .updateTable('sports_bets')
    .set({ status: settlement.status, settled_return: settlement.returned, settled_at: settlement.at })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('paid_at', 'is', null)
    .where('unit_stake', '=', settlement.unitStake)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * A partial cash-out: the open bet keeps `unitStake` (less than it had) and its potential return, and the
 * cash-out is stored to be paid. Conditional on the stake the offer was computed on, like closeOpenBet.
 * Answers the cash-out's number within the bet, or undefined when the bet changed meanwhile.
 */
export async function recordPartialCashOut(
  trx: Trx,
  id: string,
  change: {
    fromUnitStake: MinorUnits;
    unitStake: MinorUnits;
    potentialReturn: MinorUnits;
    amount: MinorUnits;
    at: Date;
  },
): Promise<number | undefined> {
  const updated = await trx
    .updateTable('sports_bets')
    .set((eb) => ({
      unit_stake: change.unitStake,
      potential_return: change.potentialReturn,
      cashed_out: eb('cashed_out', '+', change.amount),
    }))
    .where('id', '=', id)
    .where('status', '=', 'open')
    .where('paid_at', 'is', null)
    .where('unit_stake', '=', change.fromUnitStake)
    .executeTakeFirst();
  if (updated.numUpdatedRows === 0n) return undefined;
  // The bet's row is locked by the update: the numbers of one bet's cash-outs cannot collide.
  const { count } = await trx
    .selectFrom('sports_bet_cash_outs')
    .select(sql<string>`count(*)`.as('count'))
    .where('bet_id', '=', id)
    .executeTakeFirstOrThrow();
  const seq = Number(count) + 1;
  await trx
    .insertInto('sports_bet_cash_outs')
    .values({ bet_id: id, seq, amount: change.amount, created_at: change.at })
    .execute();
  return seq;
}

/** Partial cash-outs not yet acknowledged by the wallet: of one bet, or all created before a time. */
export function unpaidCashOuts(
  db: DbOrTrx,
  filter: { betId: string } | { createdBefore: Date; limit: number },
) {
  let query = db
    .selectFrom('sports_bet_cash_outs')
    .selectAll()
    .where('paid_at', 'is', null)
    .orderBy('created_at');
  if ('betId' in filter) query = query.where('bet_id', '=', filter.betId);
  else query = query.where('created_at', '<', filter.createdBefore).limit(filter.limit);
  return query.execute();
}

export async function markCashOutPaid(db: DbOrTrx, betId: string, seq: number, at: Date): Promise<void> {
  await db
    .updateTable('sports_bet_cash_outs')
    .set({ paid_at: at })
    .where('bet_id', '=', betId)
    .where('seq', '=', seq)
    .where('paid_at', 'is', null)
    .execute();
}

/** Legs whose result came in. A leg settles once: only those still without an outcome are written. */
export async function recordLegOutcomes(
  db: DbOrTrx,
  betId: string,
  outcomes: readonly { position: number; outcome: SportsBetLegOutcome }[],
  at: Date,
): Promise<void> {
  for (const { position, outcome } of outcomes) {
    await db
      .updateTable('sports_bet_legs')
      .set({ outcome, settled_at: at })
      .where('bet_id', '=', betId)
      .where('position', '=', position)
      .where('outcome', 'is', null)
      .execute();
  }
}

export async function markBetPaid(db: DbOrTrx, id: string, at: Date): Promise<void> {
  await db
    .updateTable('sports_bets')
    .set({ paid_at: at })
    .where('id', '=', id)
    .where('paid_at', 'is', null)
    .execute();
}

/** Settled bets the wallet has not yet acknowledged paying (a process died in between). */
export function unpaidBets(db: DbOrTrx, settledBefore: Date, limit: number): Promise<BetRow[]> {
  return db
    .selectFrom('sports_bets')
    .selectAll()
    .where('settled_at', 'is not', null)
    .where('paid_at', 'is', null)
    .where('settled_at', '<', settledBefore)
    .orderBy('settled_at')
    .limit(limit)
    .execute();
}

/**
 * Open bets the settler should look at, after `afterId` in id order (it pages through all of them on
 * each run): those with a leg still to come in whose event has started (one that has not started
 * cannot have finished), and those whose legs are all in (settled by hand, the bet not yet).
 */
export async function dueOpenBetIds(
  db: DbOrTrx,
  now: Date,
  afterId: string | undefined,
  limit: number,
): Promise<string[]> {
  let query = db
    .selectFrom('sports_bets as bet')
    .select('bet.id')
    .where('bet.status', '=', 'open')
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom('sports_bet_legs as leg')
            .select('leg.position')
            .whereRef('leg.bet_id', '=', 'bet.id')
            .where('leg.outcome', 'is', null)
            .where('leg.event_starts_at', '<=', now),
        ),
        eb.not(
          eb.exists(
            eb
              .selectFrom('sports_bet_legs as leg')
              .select('leg.position')
              .whereRef('leg.bet_id', '=', 'bet.id')
              .where('leg.outcome', 'is', null),
          ),
        ),
      ]),
    )
    .orderBy('bet.id')
    .limit(limit);
  if (afterId !== undefined) query = query.where('bet.id', '>', afterId);
  return (await query.execute()).map((row) => row.id);
}

export type BetFilter = {
  status: 'open' | 'settled' | 'all';
  from?: Date | undefined;
  to?: Date | undefined;
  offset: number;
  count: number;
};

function filtered(db: DbOrTrx, userId: number, filter: BetFilter) {
  let query = db
    .selectFrom('sports_bets')
    .where('user_id', '=', userId)
    // A pending bet is a placement in flight: not a bet the player has yet.
    .where('status', '!=', 'pending');
  if (filter.status === 'open') query = query.where('status', '=', 'open');
  if (filter.status === 'settled') query = query.where('status', '!=', 'open');
  if (filter.from) query = query.where('placed_at', '>=', filter.from);
  if (filter.to) query = query.where('placed_at', '<', filter.to);
  return query;
}

export function playerBets(db: DbOrTrx, userId: number, filter: BetFilter): Promise<BetRow[]> {
  return filtered(db, userId, filter)
    .selectAll()
    .orderBy('placed_at', 'desc')
    .orderBy('id', 'desc')
    .offset(filter.offset)
    .limit(filter.count)
    .execute();
}

export async function countPlayerBets(db: DbOrTrx, userId: number, filter: BetFilter): Promise<number> {
  const row = await filtered(db, userId, filter)
    .select(sql<string>`count(*)`.as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * The operator's suspensions on these events, as `event_id` (the whole event) and `event_id market_key`
 * keys (see `isSuspendedByOperator`).
 */
export async function operatorSuspensions(db: DbOrTrx, eventIds: readonly string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('sportsbook_suspensions')
    .select(['event_id', 'market_key'])
    .where('event_id', 'in', [...new Set(eventIds)])
    .execute();
  return new Set(
    rows.map((row) => (row.market_key === '' ? row.event_id : `${row.event_id} ${row.market_key}`)),
  );
}

/** Every suspension the operator holds, keyed as `operatorSuspensions` keys them (there are few). */
export async function allOperatorSuspensions(db: DbOrTrx): Promise<Set<string>> {
  const rows = await db.selectFrom('sportsbook_suspensions').select(['event_id', 'market_key']).execute();
  return new Set(
    rows.map((row) => (row.market_key === '' ? row.event_id : `${row.event_id} ${row.market_key}`)),
  );
}

export function isSuspendedByOperator(
  suspended: ReadonlySet<string>,
  eventId: string,
  marketKey: string,
): boolean {
  return suspended.has(eventId) || suspended.has(`${eventId} ${marketKey}`);
}

/** Locks a bet's row (a bonus-funded stake and its refund take turns on it). */
export function lockBet(trx: Trx, id: string): Promise<BetRow | undefined> {
  return trx.selectFrom('sports_bets').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function markBonusStaked(trx: Trx, id: string): Promise<void> {
  await trx.updateTable('sports_bets').set({ bonus_staked: true }).where('id', '=', id).execute();
}

import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx, Trx } from '../../db/schema.ts';
import type { DashboardDaysTable } from '../../db/tables/dashboard.table.ts';

/** One UTC day of one currency as stored or computed: the columns of `dashboard_days`. */
export type DayFigures = {
  [K in keyof DashboardDaysTable]: K extends 'day' ? string : DashboardDaysTable[K];
};

const FIGURE_COLUMNS = [
  'day',
  'currency',
  'registrations',
  'first_deposits',
  'deposits',
  'deposit_amount',
  'withdrawals',
  'withdrawal_amount',
  'bets',
  'casino_stakes',
  'sports_stakes',
  'casino_wins',
  'sports_wins',
  'bonus_released',
  'cashback_paid',
  'tournament_prizes',
  'adjustments',
  'active_players',
] as const satisfies readonly (keyof DashboardDaysTable)[];

/** The sportsbook's wallet rounds are referenced `round:sportsbook:{bet}` (bet-money.ts); casino games' by their provider. */
const SPORTS_REFERENCE = 'round:sportsbook:%';

/**
 * Every figure of the UTC days in [from, to), per currency, straight from the ledger (decision 0038).
 * Only the player's real money counts: entries on their `main` and `withdrawal_hold` accounts, summed
 * per transaction, so a movement between two of them (a withdrawal's reserve) nets to nothing and a
 * bonus released to `main` counts once. Both the live read and the rollup job use this one query, which
 * is why a rolled-up day equals the same day read live. The range scan rides on the `created_at` index.
 */
function figuresQuery(
  { from, to, first, last }: Range,
  window?: ActiveWindow,
): RawBuilder<DayFigures | WindowActive> {
  return sql<DayFigures | WindowActive>`
    with moves as (
      select (t.created_at at time zone 'UTC')::date as day, a.currency, t.kind, t.user_id,
        coalesce(t.reference like ${SPORTS_REFERENCE}, false) as sports,
        t.kind = 'deposit' and not exists (select 1 from ledger_transactions p
          where p.kind = 'deposit' and p.user_id = t.user_id and p.id < t.id) as first_deposit,
        sum(e.amount) as amount
      from ledger_transactions t
      join ledger_entries e on e.transaction_id = t.id
      join ledger_accounts a on a.id = e.account_id
      where t.created_at >= ${from} and t.created_at < ${to}
        and e.transaction_id between ${first} and ${last}
        and a.user_id is not null and a.kind in ('main', 'withdrawal_hold')
      group by t.id, a.currency
    ), money as (
      select day, currency,
        count(*) filter (where first_deposit) as first_deposits,
        count(*) filter (where kind = 'deposit') as deposits,
        coalesce(sum(amount) filter (where kind = 'deposit'), 0) as deposit_amount,
        count(*) filter (where kind = 'withdrawal_payout') as withdrawals,
        coalesce(-sum(amount) filter (where kind = 'withdrawal_payout'), 0) as withdrawal_amount,
        count(*) filter (where kind = 'game_bet') as bets,
        coalesce(-sum(amount) filter (where kind in ('game_bet', 'game_rollback') and not sports), 0) as casino_stakes,
        coalesce(-sum(amount) filter (where kind in ('game_bet', 'game_rollback') and sports), 0) as sports_stakes,
        coalesce(sum(amount) filter (where kind in ('game_win', 'jackpot_win') and not sports), 0) as casino_wins,
        coalesce(sum(amount) filter (where kind = 'game_win' and sports), 0) as sports_wins,
        coalesce(sum(amount) filter (where kind in ('bonus_release', 'betting_bonus_release')), 0) as bonus_released,
        coalesce(sum(amount) filter (where kind = 'cashback_payout'), 0) as cashback_paid,
        coalesce(sum(amount) filter (where kind = 'tournament_prize'), 0) as tournament_prizes,
        coalesce(sum(amount) filter (where kind = 'operator_adjustment'), 0) as adjustments,
        count(distinct user_id) filter (where kind = 'game_bet') as active_players
      from moves group by day, currency
    ), registrations as (
      select (created_at at time zone 'UTC')::date as day, currency, count(*) as registrations
      from users where created_at >= ${from} and created_at < ${to}
      group by 1, 2
    )
    select to_char(coalesce(m.day, r.day), 'YYYY-MM-DD') as day,
      coalesce(m.currency, r.currency) as currency,
      coalesce(r.registrations, 0)::int as registrations,
      coalesce(m.first_deposits, 0)::int as first_deposits,
      coalesce(m.deposits, 0)::int as deposits,
      coalesce(m.deposit_amount, 0)::bigint as deposit_amount,
      coalesce(m.withdrawals, 0)::int as withdrawals,
      coalesce(m.withdrawal_amount, 0)::bigint as withdrawal_amount,
      coalesce(m.bets, 0)::int as bets,
      coalesce(m.casino_stakes, 0)::bigint as casino_stakes,
      coalesce(m.sports_stakes, 0)::bigint as sports_stakes,
      coalesce(m.casino_wins, 0)::bigint as casino_wins,
      coalesce(m.sports_wins, 0)::bigint as sports_wins,
      coalesce(m.bonus_released, 0)::bigint as bonus_released,
      coalesce(m.cashback_paid, 0)::bigint as cashback_paid,
      coalesce(m.tournament_prizes, 0)::bigint as tournament_prizes,
      coalesce(m.adjustments, 0)::bigint as adjustments,
      coalesce(m.active_players, 0)::int as active_players
    from money m full join registrations r on r.day = m.day and r.currency = m.currency
    ${window ? windowActiveRows(window) : sql``}`;
}

/** The days of the window before the live range, and that the rows of its distinct active players are asked for. */
export interface ActiveWindow {
  fromDay: string;
  liveFromDay: string;
}

/** A row of the window's distinct active players (`day` null), after the day rows. */
export interface WindowActive {
  day: null;
  currency: string;
  active_players: number;
}

/**
 * Distinct players who staked, per currency, over the rolled-up days in [fromDay, liveFromDay) and the
 * live range, from the live range's rows already read (one pass over today's ledger, not two). A player
 * whose last rolled-up day is on or after `liveFromDay` staked in the live range too, so none is missed.
 */
function windowActiveRows(window: ActiveWindow) {
  const zero = sql`0`;
  const zeroes = Array.from({ length: FIGURE_COLUMNS.length - 3 }, () => zero);
  return sql`
    union all
    select null, w.currency, ${sql.join(zeroes)}, w.players from (
      select currency, count(distinct user_id)::int as players from (
        select currency, user_id from dashboard_last_active
        where last_day >= ${window.fromDay}::date and last_day < ${window.liveFromDay}::date
        union all
        select currency, user_id from dashboard_hour_players where day >= ${window.liveFromDay}::date
        union all
        select currency, user_id from moves where kind = 'game_bet'
      ) active group by currency
    ) w`;
}

/** Who staked in [from, to), per UTC day and currency (the real-money stakes of `game_bet`). */
function activePlayersQuery({ from, to, first, last }: Range) {
  return sql<{ day: string; currency: string; user_id: number }>`
    select distinct to_char((t.created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as day, a.currency, t.user_id
    from ledger_transactions t
    join ledger_entries e on e.transaction_id = t.id
    join ledger_accounts a on a.id = e.account_id
    where t.kind = 'game_bet' and t.created_at >= ${from} and t.created_at < ${to}
      and e.transaction_id between ${first} and ${last}
      and a.user_id is not null and a.kind = 'main'`;
}

/**
 * A time range of the ledger with the first and last transaction id in it. Ids grow with time (give or
 * take the transactions in flight at once), so bounding the entries' transaction ids as well lets the
 * planner read the range's entries by their transaction index and hash them against the range's
 * transactions instead of scanning them all; the bounds only narrow what the time condition selects,
 * so they are right whatever the order of ids. (Not on the transactions themselves: two range
 * conditions on one table make the planner expect a handful of rows and loop over them one by one.)
 */
export interface Range {
  from: Date;
  to: Date;
  first: number;
  last: number;
}

export async function ledgerRange(db: DbOrTrx, from: Date, to: Date): Promise<Range> {
  // `id + 0`: otherwise the planner walks the primary key from one end looking for the range.
  const { rows } = await sql<{ first: number | null; last: number | null }>`
    select min(id + 0) as first, max(id + 0) as last from ledger_transactions
    where created_at >= ${from} and created_at < ${to}`.execute(db);
  const bounds = rows[0];
  return { from, to, first: bounds?.first ?? 1, last: bounds?.last ?? 0 };
}

/** The days computed live from the ledger, and the window's distinct active players per currency. */
export async function liveFigures(
  db: DbOrTrx,
  range: Range,
  window: ActiveWindow,
): Promise<{ days: DayFigures[]; windowActive: Map<string, number> }> {
  const { rows } = await figuresQuery(range, window).execute(db);
  const days: DayFigures[] = [];
  const windowActive = new Map<string, number>();
  for (const row of rows) {
    if (row.day === null) windowActive.set(row.currency, row.active_players);
    else days.push(row as DayFigures);
  }
  return { days, windowActive };
}

/** The rolled-up days in [fromDay, toDay) (`YYYY-MM-DD`). */
export function storedFigures(db: DbOrTrx, fromDay: string, toDay: string): Promise<DayFigures[]> {
  return db
    .selectFrom('dashboard_days')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), ...FIGURE_COLUMNS.slice(1)])
    .where('day', '>=', fromDay)
    .where('day', '<', toDay)
    .execute() as Promise<DayFigures[]>;
}

/** Which of the days in [fromDay, toDay] have been rolled up. */
export async function rolledUpDays(db: DbOrTrx, fromDay: string, toDay: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('dashboard_rollups')
    .select(sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'))
    .where('day', '>=', fromDay)
    .where('day', '<=', toDay)
    .execute();
  return new Set(rows.map((row) => row.day));
}

/**
 * Claims a day for the rollup: true for the one caller that inserted its row. A concurrent claimer
 * waits on the key until the first commits, then finds it taken; if the first rolls back, it claims.
 */
export async function claimDay(trx: Trx, day: string): Promise<boolean> {
  const row = await trx
    .insertInto('dashboard_rollups')
    .values({ day })
    .onConflict((conflict) => conflict.column('day').doNothing())
    .returning('day')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the day of `range` as the live query computes it, and who staked on it. */
export async function storeDay(trx: Trx, range: Range): Promise<void> {
  const columns = sql.join(FIGURE_COLUMNS.map((column) => sql.ref(column)));
  await sql`insert into dashboard_days (${columns})
    select day::date, ${sql.join(FIGURE_COLUMNS.slice(1).map((column) => sql.ref(column)))}
    from (${figuresQuery(range)}) figures`.execute(trx);
  // Days may be rolled up in any order (a window's backfill, several processes): the later day wins.
  await sql`insert into dashboard_last_active (currency, user_id, last_day)
    select currency, user_id, day::date from (${activePlayersQuery(range)}) active
    on conflict (currency, user_id) do update set last_day = greatest(dashboard_last_active.last_day, excluded.last_day)`.execute(
    trx,
  );
}

const HOUR_SUMS = FIGURE_COLUMNS.slice(2, -1);
const COUNT_COLUMNS = new Set<string>(['registrations', 'first_deposits', 'deposits', 'withdrawals', 'bets']);

/** Which hours in [from, to) have been rolled up, as epoch milliseconds. */
export async function rolledUpHours(db: DbOrTrx, from: Date, to: Date): Promise<Set<number>> {
  const rows = await db
    .selectFrom('dashboard_hour_rollups')
    .select('hour')
    .where('hour', '>=', from)
    .where('hour', '<', to)
    .execute();
  return new Set(rows.map((row) => row.hour.getTime()));
}

/** The rolled-up hours in [from, to) summed per UTC day (their active players are counted apart). */
export async function storedHourFigures(db: DbOrTrx, from: Date, to: Date): Promise<DayFigures[]> {
  if (from >= to) return [];
  const { rows } = await sql<DayFigures>`
    select to_char((hour at time zone 'UTC')::date, 'YYYY-MM-DD') as day, currency,
      ${sql.join(HOUR_SUMS.map((column) => sql`sum(${sql.ref(column)})::${sql.raw(COUNT_COLUMNS.has(column) ? 'int' : 'bigint')} as ${sql.ref(column)}`))},
      0 as active_players
    from dashboard_hours where hour >= ${from} and hour < ${to}
    group by 1, 2`.execute(db);
  return rows;
}

/**
 * Distinct players who staked on each day from `liveFromDay` on: who the day's rolled-up hours saw and
 * who staked in the live range.
 */
export async function liveDayActivePlayers(
  db: DbOrTrx,
  liveFromDay: string,
  live: Range,
): Promise<{ day: string; currency: string; players: number }[]> {
  const { rows } = await sql<{ day: string; currency: string; players: number }>`
    select day, currency, count(distinct user_id)::int as players from (
      select to_char(day, 'YYYY-MM-DD') as day, currency, user_id from dashboard_hour_players
      where day >= ${liveFromDay}::date
      union all
      select day, currency, user_id from (${activePlayersQuery(live)}) live
    ) active group by day, currency`.execute(db);
  return rows;
}

/** Claims an hour for the rollup, as `claimDay` claims a day. */
export async function claimHour(trx: Trx, hour: Date): Promise<boolean> {
  const row = await trx
    .insertInto('dashboard_hour_rollups')
    .values({ hour })
    .onConflict((conflict) => conflict.column('hour').doNothing())
    .returning('hour')
    .executeTakeFirst();
  return row !== undefined;
}

/** Stores the hour of `range` as the live query computes it, and who staked in it. */
export async function storeHour(trx: Trx, range: Range): Promise<void> {
  const columns = FIGURE_COLUMNS.slice(1);
  await sql`insert into dashboard_hours (hour, ${sql.join(columns.map((column) => sql.ref(column)))})
    select ${range.from}::timestamptz, ${sql.join(columns.map((column) => sql.ref(column)))}
    from (${figuresQuery(range)}) figures`.execute(trx);
  await sql`insert into dashboard_hour_players (day, currency, user_id)
    select day::date, currency, user_id from (${activePlayersQuery(range)}) active
    on conflict do nothing`.execute(trx);
}

/** Drops the hours of days before `before` (rolled up as days long since). */
export async function dropHoursBefore(db: DbOrTrx, before: string): Promise<void> {
  await db.deleteFrom('dashboard_hour_players').where('day', '<', before).execute();
  await db
    .deleteFrom('dashboard_hour_rollups')
    .where('hour', '<', new Date(`${before}T00:00:00.000Z`))
    .execute();
}

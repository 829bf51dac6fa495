import { REPORT_COUNT_LIMIT, type ReportName } from '@casino/shared/backoffice/reports';
import { type RawBuilder, sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';

/**
 * The reports' SQL (decision 0046): each report is one FROM clause and one expression per column, all
 * constants of this file; a request chooses among them by name (checked against the report's columns
 * before it gets here) and gives only values, which are bound as parameters. Read-only, across the
 * modules' tables, as the dashboard's queries are.
 */
interface ReportSql {
  from: string;
  /** The column that makes an order total (unique): the tie-break of every sort and of the export's batches. */
  key: string;
  columns: Record<string, string>;
}

const REPORT_SQL: Record<ReportName, ReportSql> = {
  players: {
    from: 'users u',
    key: 'id',
    columns: {
      id: 'u.id',
      login: 'u.login',
      created_at: 'u.created_at',
      currency: 'u.currency',
      country: 'u.country_code',
      status: 'u.status',
      verified: 'u.is_verified',
    },
  },
  payments: {
    from: 'payments p',
    key: 'id',
    columns: {
      id: 'p.id',
      transaction: 'p.public_id',
      created_at: 'p.created_at',
      player_id: 'p.user_id',
      direction: 'p.direction',
      method: 'p.method',
      amount: 'p.amount',
      currency: 'p.currency',
      status: 'p.status',
      completed_at: 'p.completed_at',
    },
  },
  rounds: {
    from: 'game_rounds r',
    key: 'id',
    columns: {
      id: 'r.id',
      opened_at: 'r.opened_at',
      player_id: 'r.user_id',
      game: 'r.sysname',
      mode: 'r.mode',
      bet: 'r.total_bet',
      win: 'r.total_win',
      currency: 'r.currency',
      status: 'r.status',
    },
  },
  sports_bets: {
    from: 'sports_bets b',
    key: 'id',
    columns: {
      id: 'b.id',
      placed_at: 'b.placed_at',
      player_id: 'b.user_id',
      kind: 'b.kind',
      stake: 'b.total_stake',
      odds: 'b.total_odds',
      returned: 'b.settled_return',
      currency: 'b.currency',
      status: 'b.status',
    },
  },
  bonuses: {
    from: 'bonuses o',
    key: 'id',
    columns: {
      id: 'o.id',
      created_at: 'o.created_at',
      player_id: 'o.user_id',
      amount: 'o.amount',
      wagered: 'o.wagered',
      wager_required: 'o.wager_required',
      currency: 'o.currency',
      status: 'o.status',
      expires_at: 'o.expires_at',
    },
  },
  ledger: {
    from: 'ledger_entries e join ledger_transactions t on t.id = e.transaction_id join ledger_accounts a on a.id = e.account_id',
    key: 'id',
    columns: {
      id: 'e.id',
      transaction_id: 'e.transaction_id',
      created_at: 't.created_at',
      player_id: 'a.user_id',
      account: 'a.kind',
      kind: 't.kind',
      amount: 'e.amount',
      balance_after: 'e.balance_after',
      currency: 'a.currency',
      reference: 't.reference',
    },
  },
  // One row per day, route and metric (decision 0052); the key joins the three, which make it unique.
  web_vitals: {
    from: `(
      select day, route, name,
        round(percentile_cont(0.75) within group (order by value)::numeric, case when name = 'CLS' then 4 else 0 end) as p75,
        round(100.0 * count(*) filter (where rating = 'good') / count(*))::int as good,
        count(*)::int as samples,
        day::text || ' ' || route || ' ' || name as id
      from web_vitals group by day, route, name
    ) v`,
    key: 'id',
    columns: {
      id: 'v.id',
      day: 'v.day',
      route: 'v.route',
      metric: 'v.name',
      p75: 'v.p75',
      good: 'v.good',
      samples: 'v.samples',
    },
  },
};

/** One condition on a column, its value already read as the column's type. */
export type Condition =
  | { column: string; op: '=' | '>=' | '<='; value: string | number | boolean | Date }
  | { column: string; op: 'contains'; value: string }
  | { column: string; op: 'in'; value: readonly (string | boolean)[] };

export interface ReportQuery {
  report: ReportName;
  conditions: readonly Condition[];
  sort: string;
  order: 'asc' | 'desc';
}

const column = (report: ReportName, key: string) => sql.raw(REPORT_SQL[report].columns[key] as string);

function where(query: ReportQuery, after?: Record<string, unknown>): RawBuilder<unknown> {
  const parts = query.conditions.map((condition) => {
    const expr = column(query.report, condition.column);
    switch (condition.op) {
      case 'contains':
        return sql`${expr} ilike ${`%${condition.value.replace(/[\\%_]/g, '\\$&')}%`}`;
      case 'in':
        return sql`${expr} in (${sql.join(condition.value.map((value) => sql`${value}`))})`;
      default:
        return sql`${expr} ${sql.raw(condition.op)} ${condition.value}`;
    }
  });
  if (after) parts.push(afterRow(query, after));
  return parts.length > 0 ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
}

/**
 * Rows after `row` in the query's order (sort, then key): the export's next batch starts where the last
 * ended, so each batch is an index range, not an ever larger offset. The report's sortable columns are
 * never null, so the comparison is total. The sort value is compared as the text the batch read it as
 * (`__sort`): a timestamp read into a Date would lose its microseconds and repeat or skip rows.
 */
function afterRow(query: ReportQuery, row: Record<string, unknown>): RawBuilder<unknown> {
  const key = REPORT_SQL[query.report].key;
  const than = sql.raw(query.order === 'asc' ? '>' : '<');
  const sortExpr = column(query.report, query.sort);
  const keyExpr = column(query.report, key);
  if (query.sort === key) return sql`${keyExpr} ${than} ${row[key]}`;
  const last = row[SORT_VALUE];
  return sql`(${sortExpr} ${than} ${last} or (${sortExpr} = ${last} and ${keyExpr} ${than} ${row[key]}))`;
}

function orderBy(query: ReportQuery): RawBuilder<unknown> {
  const key = REPORT_SQL[query.report].key;
  const direction = sql.raw(query.order);
  const keyExpr = column(query.report, key);
  return query.sort === key
    ? sql`order by ${keyExpr} ${direction}`
    : sql`order by ${column(query.report, query.sort)} ${direction}, ${keyExpr} ${direction}`;
}

function selectList(report: ReportName): RawBuilder<unknown> {
  return sql.raw(
    Object.entries(REPORT_SQL[report].columns)
      .map(([key, expr]) => `${expr} as "${key}"`)
      .join(', '),
  );
}

export type ReportRow = Record<string, string | number | boolean | Date | null>;

/** One page by offset: what the table shows. */
export async function reportPage(db: DbOrTrx, query: ReportQuery, page: { offset: number; count: number }) {
  const from = sql.raw(REPORT_SQL[query.report].from);
  const result = await sql<ReportRow>`
    select ${selectList(query.report)} from ${from} ${where(query)} ${orderBy(query)}
    limit ${page.count} offset ${page.offset}
  `.execute(db);
  return result.rows;
}

/** How many rows match, counted up to one past REPORT_COUNT_LIMIT (no more is read). */
export async function reportCount(db: DbOrTrx, query: ReportQuery): Promise<number> {
  const from = sql.raw(REPORT_SQL[query.report].from);
  const result = await sql<{ count: number }>`
    select count(*)::int as count from (
      select 1 from ${from} ${where(query)} limit ${REPORT_COUNT_LIMIT + 1}
    ) matching
  `.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

const SORT_VALUE = '__sort';

/** The next `count` rows after `after` (or the first ones): the export's batch. */
export async function reportBatch(
  db: DbOrTrx,
  query: ReportQuery,
  after: ReportRow | undefined,
  count: number,
) {
  const from = sql.raw(REPORT_SQL[query.report].from);
  const result = await sql<ReportRow>`
    select ${selectList(query.report)}, (${column(query.report, query.sort)})::text as ${sql.ref(SORT_VALUE)}
    from ${from} ${where(query, after)} ${orderBy(query)} limit ${count}
  `.execute(db);
  return result.rows;
}

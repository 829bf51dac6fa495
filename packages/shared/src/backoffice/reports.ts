import { WEB_VITAL_NAMES } from '../analytics/signals.ts';
import type { StaffRole } from './backoffice-access.ts';

/**
 * The back-office's reports (issue 18, decision 0046): one table each, sorted, filtered and paged on the
 * server, exported as CSV. What a report shows and who may see it lives here, for the server (which
 * checks it) and the app (which draws the table and its filters); the SQL lives on the server.
 */

export const REPORT_NAMES = [
  'players',
  'payments',
  'rounds',
  'sports_bets',
  'bonuses',
  'ledger',
  'web_vitals',
] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

/**
 * How a column is filtered: `equals` one value, `contains` a part of the text (any case), `one_of` a
 * value of its list, `range` from and to (the filter keys `<column>.from` and `<column>.to`).
 */
export type ReportFilter = 'equals' | 'contains' | 'one_of' | 'range';
/** How a value is shown and read: money in minor units of the row's `currency`, times as ISO text. */
export type ReportValueType = 'id' | 'text' | 'number' | 'money' | 'time' | 'flag';

export interface ReportColumn {
  key: string;
  label: string;
  type: ReportValueType;
  sortable?: true;
  filter?: ReportFilter;
  /** The values of a `one_of` filter. */
  values?: readonly string[];
}

export interface ReportDefinition {
  title: string;
  roles: readonly StaffRole[];
  columns: readonly ReportColumn[];
  /** The column rows are sorted by unless asked otherwise (descending: newest first). */
  defaultSort: string;
}

/** Largest page the table asks for; an export reads the whole result in batches instead. */
export const REPORT_PAGE_MAX = 100;
/** Counting stops here: past it the table says "more than", since an exact count of millions costs a scan. */
export const REPORT_COUNT_LIMIT = 10_000;

const FINANCE = ['admin', 'finance', 'risk'] as const;
const PLAYER_SUPPORT = ['admin', 'finance', 'risk', 'support'] as const;

const player = { key: 'player_id', label: 'Player', type: 'id', filter: 'equals' } as const;
const currency = { key: 'currency', label: 'Currency', type: 'text', filter: 'equals' } as const;

export const REPORTS: Record<ReportName, ReportDefinition> = {
  players: {
    title: 'Players',
    roles: PLAYER_SUPPORT,
    defaultSort: 'id',
    columns: [
      { key: 'id', label: 'Player', type: 'id', sortable: true, filter: 'equals' },
      { key: 'login', label: 'Login', type: 'text', sortable: true, filter: 'contains' },
      { key: 'created_at', label: 'Registered', type: 'time', sortable: true, filter: 'range' },
      currency,
      { key: 'country', label: 'Country', type: 'text', filter: 'equals' },
      {
        key: 'status',
        label: 'Status',
        type: 'text',
        filter: 'one_of',
        values: ['active', 'banned', 'deleted'],
      },
      { key: 'verified', label: 'Verified', type: 'flag', filter: 'one_of', values: ['yes', 'no'] },
    ],
  },
  payments: {
    title: 'Payments',
    roles: FINANCE,
    defaultSort: 'id',
    columns: [
      { key: 'id', label: 'Payment', type: 'id', sortable: true },
      { key: 'transaction', label: 'Transaction', type: 'text', filter: 'equals' },
      { key: 'created_at', label: 'Created', type: 'time', sortable: true, filter: 'range' },
      player,
      { key: 'direction', label: 'Type', type: 'text', filter: 'one_of', values: ['deposit', 'withdrawal'] },
      { key: 'method', label: 'Method', type: 'text', filter: 'equals' },
      { key: 'amount', label: 'Amount', type: 'money', sortable: true, filter: 'range' },
      currency,
      {
        key: 'status',
        label: 'Status',
        type: 'text',
        filter: 'one_of',
        values: ['created', 'pending', 'success', 'failed', 'cancelled', 'requested', 'approved', 'declined'],
      },
      { key: 'completed_at', label: 'Completed', type: 'time' },
    ],
  },
  rounds: {
    title: 'Game rounds',
    roles: PLAYER_SUPPORT,
    defaultSort: 'id',
    columns: [
      { key: 'id', label: 'Round', type: 'id', sortable: true },
      { key: 'opened_at', label: 'Opened', type: 'time', sortable: true, filter: 'range' },
      player,
      { key: 'game', label: 'Game', type: 'text', filter: 'equals' },
      { key: 'mode', label: 'Mode', type: 'text', filter: 'one_of', values: ['real', 'demo'] },
      { key: 'bet', label: 'Bet', type: 'money', sortable: true, filter: 'range' },
      { key: 'win', label: 'Win', type: 'money', sortable: true, filter: 'range' },
      currency,
      { key: 'status', label: 'Status', type: 'text', filter: 'one_of', values: ['open', 'closed'] },
    ],
  },
  sports_bets: {
    title: 'Sports bets',
    roles: PLAYER_SUPPORT,
    defaultSort: 'placed_at',
    columns: [
      { key: 'id', label: 'Bet', type: 'text', sortable: true, filter: 'equals' },
      { key: 'placed_at', label: 'Placed', type: 'time', sortable: true, filter: 'range' },
      player,
      {
        key: 'kind',
        label: 'Kind',
        type: 'text',
        filter: 'one_of',
        values: ['single', 'accumulator', 'system', 'named'],
      },
      { key: 'stake', label: 'Stake', type: 'money', sortable: true, filter: 'range' },
      { key: 'odds', label: 'Odds', type: 'text' },
      { key: 'returned', label: 'Returned', type: 'money' },
      currency,
      {
        key: 'status',
        label: 'Status',
        type: 'text',
        filter: 'one_of',
        values: ['pending', 'open', 'won', 'lost', 'void', 'cashed_out'],
      },
    ],
  },
  bonuses: {
    title: 'Bonuses',
    roles: PLAYER_SUPPORT,
    defaultSort: 'id',
    columns: [
      { key: 'id', label: 'Bonus', type: 'id', sortable: true },
      { key: 'created_at', label: 'Granted', type: 'time', sortable: true, filter: 'range' },
      player,
      { key: 'amount', label: 'Amount', type: 'money', sortable: true, filter: 'range' },
      { key: 'wagered', label: 'Wagered', type: 'money' },
      { key: 'wager_required', label: 'Wager required', type: 'money' },
      currency,
      {
        key: 'status',
        label: 'Status',
        type: 'text',
        filter: 'one_of',
        values: ['pending', 'active', 'wagered', 'expired', 'removed'],
      },
      { key: 'expires_at', label: 'Expires', type: 'time' },
    ],
  },
  ledger: {
    title: 'Ledger entries',
    roles: ['admin', 'finance'],
    defaultSort: 'id',
    columns: [
      { key: 'id', label: 'Entry', type: 'id', sortable: true },
      { key: 'transaction_id', label: 'Transaction', type: 'id', filter: 'equals' },
      { key: 'created_at', label: 'Posted', type: 'time' },
      player,
      { key: 'account', label: 'Account', type: 'text', filter: 'equals' },
      { key: 'kind', label: 'Kind', type: 'text', filter: 'equals' },
      { key: 'amount', label: 'Amount', type: 'money', sortable: true },
      { key: 'balance_after', label: 'Balance after', type: 'money' },
      currency,
      { key: 'reference', label: 'Reference', type: 'text', filter: 'equals' },
    ],
  },
  // Real-user monitoring (decision 0052): the 75th percentile of what players' browsers measured, the
  // percentile the Core Web Vitals thresholds are set at, per day, route and metric. LCP, INP, FCP and
  // TTFB in milliseconds, CLS a score.
  web_vitals: {
    title: 'Web vitals (p75)',
    roles: PLAYER_SUPPORT,
    defaultSort: 'day',
    columns: [
      { key: 'day', label: 'Day', type: 'time', sortable: true, filter: 'range' },
      { key: 'route', label: 'Route', type: 'text', sortable: true, filter: 'contains' },
      { key: 'metric', label: 'Metric', type: 'text', filter: 'one_of', values: WEB_VITAL_NAMES },
      { key: 'p75', label: 'p75', type: 'number', sortable: true },
      { key: 'good', label: 'Good %', type: 'number', sortable: true },
      { key: 'samples', label: 'Samples', type: 'number', sortable: true },
    ],
  },
};

/** The roles that see at least one report: the reports action's own access. */
export const REPORT_ROLES = ['admin', 'finance', 'risk', 'support'] as const satisfies readonly StaffRole[];

export function mayReadReport(report: ReportName, role: StaffRole | null): boolean {
  return role !== null && REPORTS[report].roles.includes(role);
}

/** The path of a report's CSV, with the table's sort and filters as its query. */
export const REPORT_CSV_PATH = '/backoffice/reports';
export function reportCsvPath(report: ReportName, query: URLSearchParams): string {
  return `${REPORT_CSV_PATH}/${report}.csv?${query}`;
}

export const BET_FILTERS = ['open', 'settled', 'all'] as const;
export type BetFilter = (typeof BET_FILTERS)[number];

export const BETS_PAGE_SIZE = 10;

/** The history's two lists: sports bets, and casino rounds (getHistory). */
export const BET_KINDS = ['sports', 'casino'] as const;
export type BetKind = (typeof BET_KINDS)[number];

export interface BetsQuery {
  kind: BetKind;
  status: BetFilter;
  /** Days as YYYY-MM-DD, as `sportsbook.getBets` takes them; undefined when not given or not a day. */
  from: string | undefined;
  to: string | undefined;
  /** 1-based. */
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(value: string | null): string | undefined {
  return value !== null && DAY.test(value) && !Number.isNaN(Date.parse(value)) ? value : undefined;
}

/**
 * The bet history's filter from its query (`?status=settled&from=2026-11-01&to=2026-11-30&page=2`). Open
 * bets come first: they are what a player comes to check (and cash out); junk reads as the defaults.
 */
export function parseBetsQuery(search: URLSearchParams): BetsQuery {
  const rawStatus = search.get('status');
  const status = BET_FILTERS.find((filter) => filter === rawStatus) ?? 'open';
  const rawPage = search.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  const kind = search.get('kind') === 'casino' ? 'casino' : 'sports';
  return { kind, status, from: day(search.get('from')), to: day(search.get('to')), page };
}

/** The query of a filter and page (`?status=all&page=2`), leaving defaults out. */
export function betsSearch(query: BetsQuery): string {
  const params = new URLSearchParams();
  if (query.kind !== 'sports') params.set('kind', query.kind);
  if (query.status !== 'open') params.set('status', query.status);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The `sportsbook.getBets` parameters of a query. */
export function betsParams(query: BetsQuery) {
  return {
    status: query.status,
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    offset: (query.page - 1) * BETS_PAGE_SIZE,
    count: BETS_PAGE_SIZE,
  };
}

/** The `getHistory` parameters of a query (casino rounds have pages only). */
export function roundsParams(query: BetsQuery) {
  return { offset: (query.page - 1) * BETS_PAGE_SIZE, count: BETS_PAGE_SIZE };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / BETS_PAGE_SIZE));
}

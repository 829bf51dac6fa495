import type { PaymentView } from '@casino/shared/contract/cashier.contract';
import type { PayResult } from '@casino/shared/routing/site-paths';
import { safeInternalPath } from '@casino/shared/routing/url-safety';

export type PaymentStatus = PaymentView['status'];
export type HistoryType = 'deposit' | 'withdrawal';

/** Statuses after which a payment no longer changes on its own. */
const FINAL_STATUSES: ReadonlySet<PaymentStatus> = new Set([
  'success',
  'failed',
  'cancelled',
  'approved',
  'declined',
]);

export function isFinalStatus(status: PaymentStatus): boolean {
  return FINAL_STATUSES.has(status);
}

/** The pay page a deposit's final status leads to; null while it is still open. */
export function payPageForStatus(status: PaymentStatus): PayResult | null {
  if (status === 'success' || status === 'approved') return 'paysuccess';
  if (status === 'failed' || status === 'cancelled' || status === 'declined') return 'payfail';
  return null;
}

/** A requested withdrawal is the only payment the player can still take back. */
export function canCancel(payment: Pick<PaymentView, 'type' | 'status'>): boolean {
  return payment.type === 'withdrawal' && payment.status === 'requested';
}

export function statusKey(status: PaymentStatus): string {
  return `cashier.statuses.${status}`;
}

/** success / danger / neutral: the badge shows the status as text, the colour only repeats it. */
export function statusTone(status: PaymentStatus): 'success' | 'danger' | 'neutral' {
  if (status === 'success' || status === 'approved') return 'success';
  if (status === 'failed' || status === 'cancelled' || status === 'declined') return 'danger';
  return 'neutral';
}

export const HISTORY_PAGE_SIZE = 10;

export interface HistoryQuery {
  type: HistoryType | undefined;
  /** 1-based. */
  page: number;
}

/** The history page's filter and page from its query (`?type=deposit&page=2`); junk reads as defaults. */
export function parseHistoryQuery(search: URLSearchParams): HistoryQuery {
  const rawType = search.get('type');
  const type = rawType === 'deposit' || rawType === 'withdrawal' ? rawType : undefined;
  const rawPage = search.get('page') ?? '';
  const page = /^\d{1,6}$/.test(rawPage) ? Math.max(1, Number(rawPage)) : 1;
  return { type, page };
}

export function historyOffset(query: HistoryQuery, pageSize = HISTORY_PAGE_SIZE): number {
  return (query.page - 1) * pageSize;
}

/** How many pages `total` items fill (at least one, so an empty list still has its page 1). */
export function pageCount(total: number, pageSize = HISTORY_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The query string of a history page; the defaults are left out. */
export function historySearch(query: HistoryQuery): string {
  const search = new URLSearchParams();
  if (query.type) search.set('type', query.type);
  if (query.page > 1) search.set('page', String(query.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The gateway page makedeposit answers: followed only when it is on this site (the built-in gateway
 * lives under /providers/pay/), never a script URL or another origin.
 */
export function gatewayTarget(url: string, origin: string): string | null {
  try {
    const target = new URL(url, origin);
    if (target.origin !== origin || !/^https?:$/.test(target.protocol)) return null;
    return safeInternalPath(`${target.pathname}${target.search}${target.hash}`);
  } catch {
    return null;
  }
}

import type { Paths } from '@casino/shared/routing/site-paths';

/** The system and error pages of spec §2.4. The names are their message keys under `errorPages`. */
export const ERROR_PAGE_KINDS = [
  'maintenance',
  'payCancel',
  'payFail',
  'payMobile',
  'payNewWindow',
  'payPending',
  'paySuccess',
  'notFound',
  'forbidden',
  'userBlock',
  'unsubscribe',
  'errorsSlot',
] as const;
export type ErrorPageKind = (typeof ERROR_PAGE_KINDS)[number];

const MAINTENANCE_TYPES = new Set(['ApplicationDisabledException', 'ApplicationUnavailableException']);

/** Which page a failed request shows, by HTTP status and the platform's error type (spec §2.4, §8). */
export function errorPageForStatus({
  status,
  type,
}: {
  status: number;
  type?: string | undefined;
}): ErrorPageKind {
  if (type === 'UserBannedException') return 'userBlock';
  if (status === 503 || (type !== undefined && MAINTENANCE_TYPES.has(type))) return 'maintenance';
  if (status === 404) return 'notFound';
  if (status === 403) return 'forbidden';
  if (type) return 'userBlock';
  return 'notFound';
}

export function httpStatusForErrorPage(kind: ErrorPageKind): number {
  switch (kind) {
    case 'notFound':
      return 404;
    case 'forbidden':
    case 'userBlock':
      return 403;
    case 'maintenance':
      return 503;
    default:
      return 200;
  }
}

/** Maintenance and forbidden stand alone (empty layout); the others keep the site's header and footer. */
export function errorPageLayout(kind: ErrorPageKind): 'empty' | 'default' {
  return kind === 'maintenance' || kind === 'forbidden' ? 'empty' : 'default';
}

export function errorPageButtonTarget(kind: ErrorPageKind, paths: Paths): string | null {
  switch (kind) {
    case 'userBlock':
      return paths.support();
    case 'errorsSlot':
    case 'paySuccess':
      return paths.gamehall();
    case 'payCancel':
    case 'payFail':
    case 'payNewWindow':
      return paths.cashierDeposit();
    default:
      return null;
  }
}

export function errorPageMessageKeys(kind: ErrorPageKind) {
  return {
    header: `errorPages.${kind}.header`,
    description: `errorPages.${kind}.description`,
    button: `errorPages.${kind}.button`,
  };
}

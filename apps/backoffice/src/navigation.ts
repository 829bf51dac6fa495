import {
  BACKOFFICE_PATH,
  type BackofficeActionName,
  mayCall,
  type StaffRole,
} from '@casino/shared/backoffice/backoffice-access';

export interface NavItem {
  path: string;
  label: string;
  /** The action the page is built on: it is shown to the roles that may call it (the server decides). */
  action: BackofficeActionName;
}

/**
 * The back-office's sections: a new one adds an item here and a page in app.tsx.
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { path: `${BACKOFFICE_PATH}/dashboard`, label: 'Dashboard', action: 'dashboard.get' },
  { path: `${BACKOFFICE_PATH}/players`, label: 'Players', action: 'players.search' },
  { path: `${BACKOFFICE_PATH}/withdrawals`, label: 'Withdrawals', action: 'payments.withdrawals' },
  { path: `${BACKOFFICE_PATH}/approvals`, label: 'Pending approvals', action: 'adjustments.list' },
  { path: `${BACKOFFICE_PATH}/verification`, label: 'Identity checks', action: 'verification.pending' },
  { path: `${BACKOFFICE_PATH}/payout-details`, label: 'Payout details', action: 'requisites.list' },
  { path: `${BACKOFFICE_PATH}/support`, label: 'Support chat', action: 'support.conversations' },
  { path: `${BACKOFFICE_PATH}/content`, label: 'Content', action: 'content.banners' },
  { path: `${BACKOFFICE_PATH}/pages`, label: 'Pages', action: 'content.pages' },
  { path: `${BACKOFFICE_PATH}/translations`, label: 'Translations', action: 'content.messages' },
  { path: `${BACKOFFICE_PATH}/redirects`, label: 'Redirects', action: 'content.redirects' },
  { path: `${BACKOFFICE_PATH}/games`, label: 'Games', action: 'content.games' },
  { path: `${BACKOFFICE_PATH}/promotions`, label: 'Offers and tournaments', action: 'content.offers' },
  { path: `${BACKOFFICE_PATH}/reports`, label: 'Reports', action: 'reports.get' },
  { path: `${BACKOFFICE_PATH}/staff`, label: 'Staff', action: 'staff.list' },
  { path: `${BACKOFFICE_PATH}/audit`, label: 'Audit log', action: 'audit.list' },
];

export function navFor(role: StaffRole): NavItem[] {
  return NAV_ITEMS.filter((item) => mayCall(item.action, role));
}

/**
 * The page a path shows: the back-office's own address opens the dashboard for the roles that may see
 * it (the first page after sign-in), and a welcome for the others.
 */
export function shownPath(path: string, role: StaffRole): string {
  const home = path === BACKOFFICE_PATH || path === `${BACKOFFICE_PATH}/`;
  return home && mayCall('dashboard.get', role) ? `${BACKOFFICE_PATH}/dashboard` : path;
}

export function playerPath(id: number): string {
  return `${BACKOFFICE_PATH}/players/${id}`;
}

/** Moves within the app without a page load; components re-render from the location. */
export function navigate(path: string) {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate'));
}

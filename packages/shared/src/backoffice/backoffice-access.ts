import type { HttpMethod } from '../api/define-action.ts';
import { REPORT_ROLES } from './reports.ts';

/**
 * Who may call each back-office action, and how: the part of the back-office contract
 * (backoffice.contract.ts) that the back-office app needs at run time, apart from the schemas so its
 * bundle carries no validation library. The server checks these roles on every call.
 */

export const STAFF_ROLES = ['admin', 'finance', 'support', 'risk', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Who may call: `anyone` (sign-in only), any signed-in staff member, or the listed roles. */
export type BackofficeAccess = 'anyone' | 'staff' | readonly StaffRole[];

const PLAYER_ROLES = ['admin', 'support', 'risk', 'finance'] as const;
const PLAYER_BLOCK_ROLES = ['admin', 'support', 'risk'] as const;
const PAYMENT_ROLES = ['admin', 'finance'] as const;
/**
 * Who grants a player a bonus or free spins from the card (decision 0055): a grant is bonus cost, a
 * money decision like a balance adjustment, so the roles that adjust balances.
 */
export const GRANT_ROLES = ['admin', 'finance'] as const;
/** Who sees the business figures (decision 0038): money totals, not any one player's data. */
export const DASHBOARD_ROLES = ['admin', 'finance'] as const;
/** Who decides on identity documents (KYC). */
export const KYC_ROLES = ['admin', 'support', 'risk'] as const;
/** The support chat's agents (decision 0032): who reads players' conversations and answers them. */
export const CHAT_AGENT_ROLES = ['admin', 'support'] as const;
/** Who edits what players see (decision 0042): banners and the site's other content. */
export const CONTENT_ROLES = ['admin', 'content'] as const;

export const BACKOFFICE_ACCESS = {
  'staff.signIn': { method: 'POST', roles: 'anyone' },
  'staff.signOut': { method: 'POST', roles: 'staff' },
  'staff.me': { method: 'GET', roles: 'staff' },
  'staff.list': { method: 'GET', roles: ['admin'] },
  'staff.create': { method: 'POST', roles: ['admin'] },
  'staff.revokeSessions': { method: 'POST', roles: ['admin'] },
  'staff.disable': { method: 'POST', roles: ['admin'] },
  'staff.enable': { method: 'POST', roles: ['admin'] },
  'staff.resetTwoFactor': { method: 'POST', roles: ['admin'] },
  'dashboard.get': { method: 'GET', roles: DASHBOARD_ROLES },
  'players.search': { method: 'GET', roles: PLAYER_ROLES },
  'players.get': { method: 'GET', roles: PLAYER_ROLES },
  'players.block': { method: 'POST', roles: PLAYER_BLOCK_ROLES },
  'players.unblock': { method: 'POST', roles: PLAYER_BLOCK_ROLES },
  'players.endSessions': { method: 'POST', roles: PLAYER_BLOCK_ROLES },
  'players.resetTwoFactor': { method: 'POST', roles: ['admin', 'support'] },
  'players.requestIdentityCheck': { method: 'POST', roles: KYC_ROLES },
  'players.adjustBalance': { method: 'POST', roles: PAYMENT_ROLES },
  'players.addNote': { method: 'POST', roles: PLAYER_ROLES },
  'players.grantBonus': { method: 'POST', roles: GRANT_ROLES },
  'players.grantFreeSpins': { method: 'POST', roles: GRANT_ROLES },
  'adjustments.list': { method: 'GET', roles: PAYMENT_ROLES },
  'adjustments.approve': { method: 'POST', roles: PAYMENT_ROLES },
  'adjustments.reject': { method: 'POST', roles: PAYMENT_ROLES },
  'payments.withdrawals': { method: 'GET', roles: PAYMENT_ROLES },
  'payments.approveWithdrawal': { method: 'POST', roles: PAYMENT_ROLES },
  'payments.declineWithdrawal': { method: 'POST', roles: PAYMENT_ROLES },
  'verification.pending': { method: 'GET', roles: KYC_ROLES },
  'verification.approve': { method: 'POST', roles: KYC_ROLES },
  'verification.reject': { method: 'POST', roles: KYC_ROLES },
  'requisites.list': { method: 'GET', roles: KYC_ROLES },
  'requisites.approve': { method: 'POST', roles: KYC_ROLES },
  'requisites.refuse': { method: 'POST', roles: KYC_ROLES },
  'support.conversations': { method: 'GET', roles: CHAT_AGENT_ROLES },
  'support.conversation': { method: 'GET', roles: CHAT_AGENT_ROLES },
  'support.reply': { method: 'POST', roles: CHAT_AGENT_ROLES },
  'support.typing': { method: 'POST', roles: CHAT_AGENT_ROLES },
  'support.close': { method: 'POST', roles: CHAT_AGENT_ROLES },
  'content.banners': { method: 'GET', roles: CONTENT_ROLES },
  'content.saveBanner': { method: 'POST', roles: CONTENT_ROLES },
  'content.messages': { method: 'GET', roles: CONTENT_ROLES },
  'content.saveMessage': { method: 'POST', roles: CONTENT_ROLES },
  'content.redirects': { method: 'GET', roles: CONTENT_ROLES },
  'content.saveRedirects': { method: 'POST', roles: CONTENT_ROLES },
  'content.pages': { method: 'GET', roles: CONTENT_ROLES },
  'content.savePage': { method: 'POST', roles: CONTENT_ROLES },
  'content.games': { method: 'GET', roles: CONTENT_ROLES },
  'content.saveGame': { method: 'POST', roles: CONTENT_ROLES },
  'content.offers': { method: 'GET', roles: CONTENT_ROLES },
  'content.saveOffer': { method: 'POST', roles: CONTENT_ROLES },
  'content.tournaments': { method: 'GET', roles: CONTENT_ROLES },
  'content.saveTournament': { method: 'POST', roles: CONTENT_ROLES },
  'reports.get': { method: 'GET', roles: REPORT_ROLES },
  'audit.list': { method: 'GET', roles: ['admin'] },
} as const satisfies Record<string, { method: HttpMethod; roles: BackofficeAccess }>;

export type BackofficeActionName = keyof typeof BACKOFFICE_ACCESS;

/** Whether a role may call an action: the one rule the server enforces and the app's navigation mirrors. */
export function roleMayCall(access: BackofficeAccess, role: StaffRole | null): boolean {
  if (access === 'anyone') return true;
  if (role === null) return false;
  return access === 'staff' || access.includes(role);
}

export function mayCall(action: BackofficeActionName, role: StaffRole | null): boolean {
  return roleMayCall(BACKOFFICE_ACCESS[action].roles, role);
}

export const BACKOFFICE_PATH = '/backoffice';
export const BACKOFFICE_API_PATH = `${BACKOFFICE_PATH}/api`;

/** A submitted identity-document image, shown only to staff who decide on it. */
export function kycImagePath(playerId: number | string, side: string): string {
  return `${BACKOFFICE_PATH}/kyc-images/${playerId}/${side}`;
}

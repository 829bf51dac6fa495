import { safeInternalPath } from '@casino/shared/routing/url-safety';
import { type KeyValueStorage, readStored, STORAGE_KEYS, writeStored } from '../storage-keys.ts';

/** Query flags of spec §2.1 that open the authentication popup for guests. */
export const POPUP_FLAGS = {
  register: 'show_popup_reg',
  auth: 'show_popup_auth',
  preventClose: 'prevent_close',
} as const;

export const REDIRECT_URL_QUERY = 'redirectUrl';
export const CAMPAIGN_POPUP_QUERY = 'popup';

export type AuthView = 'authorization' | 'registration' | 'restore' | 'twofa' | 'socialRegistration';

export interface AuthPopupRequest {
  view: Extract<AuthView, 'authorization' | 'registration'>;
  preventClose: boolean;
}

/**
 * Which authentication popup the address asks for. `show_popup_reg` is also kept in storage, so the
 * registration popup comes back until it is closed; a `redirectUrl` (a guest sent away from a
 * member-only page) asks for sign-in, which then returns there. Guests only.
 */
export function authPopupFromQuery(
  search: URLSearchParams,
  options: { isGuest: boolean; storage: KeyValueStorage | null },
): AuthPopupRequest | null {
  if (!options.isGuest) return null;
  const preventClose = search.get(POPUP_FLAGS.preventClose) === '1';
  if (search.has(POPUP_FLAGS.register)) {
    writeStored(options.storage, STORAGE_KEYS.showPopupReg, '1');
    return { view: 'registration', preventClose };
  }
  if (search.has(POPUP_FLAGS.auth) || search.has(REDIRECT_URL_QUERY))
    return { view: 'authorization', preventClose };
  if (readStored(options.storage, STORAGE_KEYS.showPopupReg) === '1')
    return { view: 'registration', preventClose };
  return null;
}

/** Where sign-in or registration returns to: the query's `redirectUrl`, when it is a path of this site. */
export function redirectUrlFrom(search: string): string | null {
  return safeInternalPath(new URLSearchParams(search).get(REDIRECT_URL_QUERY));
}

/** The query without the popup flags, as it should read once the popup is closed. */
export function withoutPopupFlags(search: string): string {
  const params = new URLSearchParams(search);
  for (const flag of Object.values(POPUP_FLAGS)) params.delete(flag);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

export function forgetRegistrationFlag(storage: KeyValueStorage | null) {
  writeStored(storage, STORAGE_KEYS.showPopupReg, null);
}

/** A guest opening a game page with `#real` is asked to register; closing returns to the index. */
export function wantsRealPlayRegistration(hash: string, isGameRoute: boolean, isGuest: boolean): boolean {
  return isGuest && isGameRoute && hash === '#real';
}

/** `#popup-preview` with `?popup={id}` previews a campaign popup (for content editors). */
export function campaignPopupPreview(hash: string, search: URLSearchParams): number | null {
  if (hash !== '#popup-preview') return null;
  const id = Number(search.get(CAMPAIGN_POPUP_QUERY));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Local storage keys of the site (spec §2.1). Kept in one place so no two features collide. */
export const STORAGE_KEYS = {
  /** The registration popup flag, kept so the popup comes back after a reload. */
  showPopupReg: 'show_popup_reg',
  /** A promo code from the query, used at registration. */
  promoCode: 'promo_code',
  /** Where to return after a social sign-in. */
  backUrlSocialAuth: 'back_url_social_auth',
  /** Where to return after a successful payment. */
  backUrlPaySuccess: 'back_url_pay_success',
  /** A contact confirmation was sent from this browser: the confirm hint stops (spec §4). */
  confirmSent: 'confirm_sent',
  /** Session storage: the demo mode notice was shown in this visit, so games open without it. */
  demoModeSeen: 'demo_mode_seen',
  /** The cashback whose popup the player closed, so it does not show again (spec §4). */
  alreadySeenCashbackId: 'already_seen_cashback_id',
  /** The sportsbook's bet slip (selections, bet type, stake), kept across reloads. */
  betSlip: 'bet_slip',
  /** Session storage: when the page last reloaded itself, so it never does twice within the guard (spec §9). */
  lastAutoReload: 'last_auto_reload',
  /** The player declined to install the app: its prompt is not offered again. */
  installDeclined: 'install_declined',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Storage that may be missing or refuse (private mode, quota): every call is best-effort. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The tab's session storage, with the same care as browserStorage. */
export function browserSessionStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(storage: KeyValueStorage | null, key: StorageKey): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(storage: KeyValueStorage | null, key: StorageKey, value: string | null) {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // A full or disabled storage only loses a convenience.
  }
}

import { safeInternalPath } from '@casino/shared/routing/url-safety';
import { type KeyValueStorage, readStored, STORAGE_KEYS, writeStored } from './storage-keys.ts';

export const PROMO_CODE_QUERY = 'promo_code';
export const BACK_URL_QUERY = 'backUrl';

export type BackUrlPurpose = 'socialAuth' | 'paySuccess';

const BACK_URL_KEYS = {
  socialAuth: STORAGE_KEYS.backUrlSocialAuth,
  paySuccess: STORAGE_KEYS.backUrlPaySuccess,
} as const;

/** Keeps a `promo_code` from the query for the registration form (spec §2.1). */
export function capturePromoCode(search: URLSearchParams, storage: KeyValueStorage | null) {
  const code = search.get(PROMO_CODE_QUERY)?.trim();
  if (code) writeStored(storage, STORAGE_KEYS.promoCode, code.slice(0, 64));
}

export function storedPromoCode(storage: KeyValueStorage | null): string | null {
  return readStored(storage, STORAGE_KEYS.promoCode);
}

/**
 * Stores the query's `backUrl` for a later return (after social sign-in or a payment). Only addresses
 * on this site are kept, so a crafted link cannot turn the return into an open redirect.
 */
export function storeBackUrl(
  search: URLSearchParams,
  purpose: BackUrlPurpose,
  storage: KeyValueStorage | null,
) {
  const back = safeInternalPath(search.get(BACK_URL_QUERY));
  if (back) writeStored(storage, BACK_URL_KEYS[purpose], back);
}

/** The stored return address for `purpose`, removed as it is taken. */
export function takeBackUrl(purpose: BackUrlPurpose, storage: KeyValueStorage | null): string | null {
  const back = safeInternalPath(readStored(storage, BACK_URL_KEYS[purpose]));
  writeStored(storage, BACK_URL_KEYS[purpose], null);
  return back;
}

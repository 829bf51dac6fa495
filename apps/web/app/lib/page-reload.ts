import { PAGE_RELOAD_GUARD_MS } from '@casino/shared/constants';
import {
  browserSessionStorage,
  type KeyValueStorage,
  readStored,
  STORAGE_KEYS,
  writeStored,
} from './storage-keys.ts';

/**
 * Reloads the page by itself (a new service worker took over, a script of an older build is gone) unless
 * it did so within the guard (spec §9): a reload that does not cure the cause must not loop. Returns
 * whether it reloads.
 */
export function reloadPageOnce(
  storage: KeyValueStorage | null = browserSessionStorage(),
  reload: () => void = () => window.location.reload(),
  now = Date.now(),
): boolean {
  const last = Number(readStored(storage, STORAGE_KEYS.lastAutoReload));
  if (Number.isFinite(last) && last > 0 && now - last < PAGE_RELOAD_GUARD_MS) return false;
  writeStored(storage, STORAGE_KEYS.lastAutoReload, String(now));
  reload();
  return true;
}

import type { ApiCaller } from '@casino/shared/api/api-caller';
import type { CashbackView } from '@casino/shared/contract/cashback.contract';
import { CASHBACK_CHECK_COUNT } from '@casino/shared/contract/cashback-check';
import {
  browserStorage,
  type KeyValueStorage,
  readStored,
  STORAGE_KEYS,
  writeStored,
} from '../../lib/storage-keys.ts';
import type { SourcedDialog } from '../../ui/dialog/dialog-sources.ts';

/**
 * Spec §4 "Cashback popup": the latest cashback is shown when it is active and not the one already
 * seen, or when it was paid out with no deadline (credited without the player asking).
 */
export function isUnseenCashback(latest: CashbackView | undefined, seenId: string | null): boolean {
  if (!latest) return false;
  if (latest.status === 'active') return String(latest.id) !== seenId;
  return latest.status === 'paid_out' && !latest.receiving_expired_at;
}

/**
 * Closing the popup stores its cashback as seen (spec §4): in the player's storage on the platform
 * (`storage.set`), so another device does not show it again, and in the browser's, which answers when
 * the platform cannot.
 */
export function markCashbackSeen(api: ApiCaller, storage: KeyValueStorage | null, id: number) {
  writeStored(storage, STORAGE_KEYS.alreadySeenCashbackId, String(id));
  api('storage.set', { key: STORAGE_KEYS.alreadySeenCashbackId, value: String(id) }).catch((error: unknown) =>
    console.warn('Seen cashback not stored', error),
  );
}

/**
 * The cashback check (spec §7, §9: one item): the newest active or paid-out cashback, as the
 * UnseenCashbackPopup when the rule above says so. The after-registration queue and the check after
 * sign-in both use it.
 */
export async function unseenCashbackDialogs(
  { api }: { api: ApiCaller },
  storage: KeyValueStorage | null = browserStorage(),
): Promise<SourcedDialog[]> {
  const key = STORAGE_KEYS.alreadySeenCashbackId;
  const [[latest], stored] = await Promise.all([
    api('cashbacks.get', {
      count: CASHBACK_CHECK_COUNT,
      sort: 'period_end',
      order: 'desc',
      statuses: ['active', 'paid_out'],
      fields: ['description', 'receiving_expired_at', 'amount'],
    }),
    api('storage.get', { keys: [key] }).catch((): Record<string, string> => ({})),
  ]);
  const seenId = stored[key] ?? readStored(storage, key);
  return latest && isUnseenCashback(latest, seenId)
    ? [{ name: 'UnseenCashbackPopup', props: { cashback: latest } }]
    : [];
}

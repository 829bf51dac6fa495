import type { ApiCaller } from '@casino/shared/api/api-caller';
import { CASHBACK_CHECK_COUNT, type CashbackView } from '@casino/shared/contract/cashback.contract';
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

/** Closing the popup stores its cashback as seen (spec §4). */
export function markCashbackSeen(storage: KeyValueStorage | null, id: number) {
  writeStored(storage, STORAGE_KEYS.alreadySeenCashbackId, String(id));
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
  const [latest] = await api('cashbacks.get', {
    count: CASHBACK_CHECK_COUNT,
    sort: 'period_end',
    order: 'desc',
    statuses: ['active', 'paid_out'],
    fields: ['description', 'receiving_expired_at', 'amount'],
  });
  const seenId = readStored(storage, STORAGE_KEYS.alreadySeenCashbackId);
  return latest && isUnseenCashback(latest, seenId)
    ? [{ name: 'UnseenCashbackPopup', props: { cashback: latest } }]
    : [];
}

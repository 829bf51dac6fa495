import { STORAGE_MAX_CHARS, STORAGE_MAX_KEYS } from '@casino/shared/contract/storage.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import type { Db } from '../../db/schema.ts';
import * as repository from './storage.repository.ts';

/** The player's values of `keys`; a key never set is left out. */
export async function storedValues(db: Db, userId: number, keys: readonly string[]) {
  const rows = await repository.values(db, userId, [...new Set(keys)]);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export function storedKeys(db: Db, userId: number): Promise<string[]> {
  return repository.keys(db, userId);
}

/**
 * Stores `value` under `key`, or removes the key for an empty value. A write that would take the player
 * past the quota is refused with StorageQuotaExceeded and changes nothing; the check and the write share
 * one transaction behind a per-player lock, so writes sent at once cannot overrun it together.
 */
export async function storeValue(
  db: Db,
  userId: number,
  entry: { key: string; value?: string | undefined },
  now = new Date(),
): Promise<void> {
  const value = entry.value ?? '';
  if (value === '') {
    await repository.remove(db, userId, entry.key);
    return;
  }
  await db.transaction().execute(async (trx) => {
    await repository.lockPlayerStorage(trx, userId);
    const usage = await repository.usageBesides(trx, userId, entry.key);
    if (
      usage.keys + 1 > STORAGE_MAX_KEYS ||
      usage.chars + entry.key.length + value.length > STORAGE_MAX_CHARS
    ) {
      throw new ApiError(
        'StorageQuotaExceededException',
        `Storage is full: at most ${STORAGE_MAX_KEYS} keys and ${STORAGE_MAX_CHARS} characters per player`,
      );
    }
    await repository.put(trx, userId, entry.key, value, now);
  });
}

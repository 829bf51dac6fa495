import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formList } from '../api/form-params.ts';

/** A key: what the site names its settings by (letters, digits, `_ . : -`). */
export const STORAGE_KEY_PATTERN = /^[A-Za-z0-9_.:-]{1,64}$/;
/** One value's size in characters; a longer one is refused rather than cut. */
export const STORAGE_VALUE_MAX = 4_096;
/** What one player may keep: this many keys... */
export const STORAGE_MAX_KEYS = 100;
/** ...of at most this many characters of keys and values together. */
export const STORAGE_MAX_CHARS = 64 * 1_024;

const key = z.string().regex(STORAGE_KEY_PATTERN, 'A key is 1 to 64 letters, digits or _ . : -');

export const storageContract = {
  'storage.get': defineAction({
    method: 'GET',
    access: 'user',
    summary:
      "The player's stored values of `keys` (comma-separated or repeated), as an object; a key never set is absent from it.",
    params: z.object({ keys: formList(key, STORAGE_MAX_KEYS).pipe(z.array(key).min(1)) }),
    result: z.record(z.string(), z.string()),
  }),
  'storage.getKeys': defineAction({
    method: 'GET',
    access: 'user',
    summary: 'Every key the player has stored, in alphabetical order.',
    params: z.object({}),
    result: z.array(z.string()),
  }),
  'storage.set': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Stores `value` under `key` for the player, across devices; an empty or missing value removes the key. Past 100 keys or 64 KiB of keys and values in all, a StorageQuotaExceeded error and nothing changes.',
    params: z.object({
      key,
      // Kept as sent: a value is the site's own text (often JSON), never trimmed.
      value: z.string().max(STORAGE_VALUE_MAX).optional(),
    }),
    result: z.literal(1),
  }),
} as const;

import { describe, expect, it, vi } from 'vitest';
import { reloadPageOnce } from './page-reload.ts';
import type { KeyValueStorage } from './storage-keys.ts';

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

describe('reloadPageOnce', () => {
  it('reloads, then not again within 10 s, then again after', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    expect(reloadPageOnce(storage, reload, 1_000_000)).toBe(true);
    expect(reloadPageOnce(storage, reload, 1_000_000 + 9_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadPageOnce(storage, reload, 1_000_000 + 10_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads without storage (private mode): nothing to remember, the reload still happens', () => {
    const reload = vi.fn();
    expect(reloadPageOnce(null, reload, 5)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('ignores a stored value that is no time', () => {
    const storage = memoryStorage();
    storage.setItem('last_auto_reload', 'garbage');
    const reload = vi.fn();
    expect(reloadPageOnce(storage, reload, 50)).toBe(true);
  });
});

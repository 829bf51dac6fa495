import {
  HOSTILE_RETURN_PATHS,
  LEGIT_RETURN_PATHS,
  labelledPaths,
} from '@casino/shared/routing/return-path-cases';
import { describe, expect, it } from 'vitest';
import { capturePromoCode, storeBackUrl, storedPromoCode, takeBackUrl } from './query-storage.ts';
import { type KeyValueStorage, STORAGE_KEYS } from './storage-keys.ts';

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('query storage', () => {
  it('keeps a promo code from the query', () => {
    const storage = memoryStorage();
    capturePromoCode(new URLSearchParams('promo_code=WELCOME100'), storage);
    expect(storedPromoCode(storage)).toBe('WELCOME100');
    capturePromoCode(new URLSearchParams(''), storage);
    expect(storedPromoCode(storage)).toBe('WELCOME100');
  });

  it('keeps back addresses under separate keys and takes them once', () => {
    const storage = memoryStorage();
    storeBackUrl(new URLSearchParams('backUrl=/game/x'), 'socialAuth', storage);
    storeBackUrl(new URLSearchParams('backUrl=/cashier/history'), 'paySuccess', storage);
    expect(storage.data.size).toBe(2);
    expect(takeBackUrl('socialAuth', storage)).toBe('/game/x');
    expect(takeBackUrl('socialAuth', storage)).toBeNull();
    expect(takeBackUrl('paySuccess', storage)).toBe('/cashier/history');
  });

  it.each(['https://evil.example', '//evil.example', 'javascript:alert(1)'])(
    'refuses back address %s',
    (url) => {
      const storage = memoryStorage();
      storeBackUrl(new URLSearchParams({ backUrl: url }), 'paySuccess', storage);
      expect(takeBackUrl('paySuccess', storage)).toBeNull();
    },
  );

  it('survives a storage that throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => capturePromoCode(new URLSearchParams('promo_code=X'), broken)).not.toThrow();
    expect(storedPromoCode(broken)).toBeNull();
  });
});

describe('backUrl', () => {
  it.each(labelledPaths(HOSTILE_RETURN_PATHS))('neither stores nor returns the hostile %s', (_label, url) => {
    const storage = memoryStorage();
    storeBackUrl(new URLSearchParams({ backUrl: url }), 'paySuccess', storage);
    expect(storage.data.size).toBe(0);
    // An address planted in storage by other means is refused as it is taken, and removed.
    storage.setItem(STORAGE_KEYS.backUrlSocialAuth, url);
    expect(takeBackUrl('socialAuth', storage)).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it.each(labelledPaths(LEGIT_RETURN_PATHS))('stores and returns %s', (_label, url) => {
    const storage = memoryStorage();
    storeBackUrl(new URLSearchParams({ backUrl: url }), 'socialAuth', storage);
    expect(takeBackUrl('socialAuth', storage)).toBe(url);
  });
});

import {
  HOSTILE_RETURN_PATHS,
  LEGIT_RETURN_PATHS,
  labelledPaths,
} from '@casino/shared/routing/return-path-cases';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../storage-keys.ts';
import {
  authPopupFromQuery,
  campaignPopupPreview,
  forgetRegistrationFlag,
  redirectUrlFrom,
  wantsRealPlayRegistration,
  withoutPopupFlags,
} from './popup-flags.ts';

function memoryStorage(): KeyValueStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('authentication popup flags', () => {
  it('opens registration for show_popup_reg and remembers it', () => {
    const storage = memoryStorage();
    expect(authPopupFromQuery(new URLSearchParams('show_popup_reg=1'), { isGuest: true, storage })).toEqual({
      view: 'registration',
      preventClose: false,
    });
    expect(authPopupFromQuery(new URLSearchParams(''), { isGuest: true, storage })?.view).toBe(
      'registration',
    );
    forgetRegistrationFlag(storage);
    expect(authPopupFromQuery(new URLSearchParams(''), { isGuest: true, storage })).toBeNull();
  });

  it('opens authorization for show_popup_auth, non-closable with prevent_close=1', () => {
    expect(
      authPopupFromQuery(new URLSearchParams('show_popup_auth=1&prevent_close=1'), {
        isGuest: true,
        storage: memoryStorage(),
      }),
    ).toEqual({ view: 'authorization', preventClose: true });
  });

  it('opens authorization for a guest sent away with redirectUrl', () => {
    expect(
      authPopupFromQuery(new URLSearchParams('redirectUrl=%2Fprofile%2Fsettings'), {
        isGuest: true,
        storage: memoryStorage(),
      }),
    ).toEqual({ view: 'authorization', preventClose: false });
  });

  it('does nothing for signed-in players', () => {
    expect(
      authPopupFromQuery(new URLSearchParams('show_popup_reg=1'), {
        isGuest: false,
        storage: memoryStorage(),
      }),
    ).toBeNull();
  });

  it('removes only the flags from the query', () => {
    expect(withoutPopupFlags('?show_popup_reg=1&prevent_close=1&redirectUrl=%2Fprofile')).toBe(
      '?redirectUrl=%2Fprofile',
    );
    expect(withoutPopupFlags('?show_popup_auth=1')).toBe('');
  });
});

describe('hash rules', () => {
  it('asks guests on a game page with #real to register', () => {
    expect(wantsRealPlayRegistration('#real', true, true)).toBe(true);
    expect(wantsRealPlayRegistration('#real', false, true)).toBe(false);
    expect(wantsRealPlayRegistration('#real', true, false)).toBe(false);
  });

  it('previews a campaign popup by id', () => {
    expect(campaignPopupPreview('#popup-preview', new URLSearchParams('popup=3'))).toBe(3);
    expect(campaignPopupPreview('#popup-preview', new URLSearchParams('popup=x'))).toBeNull();
    expect(campaignPopupPreview('', new URLSearchParams('popup=3'))).toBeNull();
  });
});

describe('redirectUrl', () => {
  const query = (url: string) => `?${new URLSearchParams({ show_popup_auth: '1', redirectUrl: url })}`;

  it.each(labelledPaths(HOSTILE_RETURN_PATHS))('refuses the hostile %s', (_label, url) => {
    expect(redirectUrlFrom(query(url))).toBeNull();
  });

  it.each(labelledPaths(LEGIT_RETURN_PATHS))('returns to %s', (_label, url) => {
    expect(redirectUrlFrom(query(url))).toBe(url);
  });

  it("reads the guest guard's own encoding", () => {
    expect(redirectUrlFrom('?redirectUrl=%2Fcashier%2Fdeposit%3Fx%3D1')).toBe('/cashier/deposit?x=1');
    expect(redirectUrlFrom('?redirectUrl=%2F..%2F%2Fevil.example')).toBeNull();
    expect(redirectUrlFrom('')).toBeNull();
  });
});

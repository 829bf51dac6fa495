import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it, vi } from 'vitest';
import { miniAppInitData, miniAppRegistration, signInFromMiniApp } from './mini-app-sign-in.ts';

const initData = new URLSearchParams({
  auth_date: '1790000000',
  query_id: 'AAE1',
  user: JSON.stringify({ id: 777, first_name: 'Ivo', username: 'ivo_tg', language_code: 'de' }),
  hash: 'ab'.repeat(32),
}).toString();
const hash = `#tgWebAppData=${encodeURIComponent(initData)}&tgWebAppVersion=8.0&tgWebAppPlatform=ios`;

describe('the mini-app sign-in', () => {
  it('reads the signed initData Telegram puts in the hash, and nothing elsewhere', () => {
    expect(miniAppInitData(hash)).toBe(initData);
    expect(miniAppInitData('#section')).toBeNull();
    expect(miniAppInitData('')).toBeNull();
  });

  it('registers with the spec’s mini-app fields and the whole signed data as payload', () => {
    expect(miniAppRegistration(initData)).toEqual({
      is_tg: true,
      id: '777',
      username: 'ivo_tg',
      hash: 'ab'.repeat(32),
      language_code: 'de',
      payload: initData,
    });
    // A broken user field still goes to the server, which refuses what its signature does not cover.
    expect(miniAppRegistration('user=%7B&hash=00')).toMatchObject({ is_tg: true, id: undefined });
  });

  it('signs in and shows the page again on success', async () => {
    const api = vi.fn().mockResolvedValue({ uid: 1 });
    const reload = vi.fn();
    const showToast = vi.fn();
    const done = await signInFromMiniApp({ t: (key) => key, showToast, api: api as never, reload, hash });
    expect(done).toBe(true);
    expect(api).toHaveBeenCalledWith(
      'auth.register',
      expect.objectContaining({ is_tg: true, payload: initData }),
    );
    expect(reload).toHaveBeenCalledOnce();
    expect(showToast).not.toHaveBeenCalled();
  });

  it('shows the miniAppRegistrationFailed notice when the server refuses', async () => {
    const api = vi.fn().mockRejectedValue(new ApiError('AuthorizationException', 'no'));
    const reload = vi.fn();
    const showToast = vi.fn();
    const t = (key: string) => `text of ${key}`;
    expect(await signInFromMiniApp({ t, showToast, api: api as never, reload, hash })).toBe(false);
    expect(showToast).toHaveBeenCalledWith({
      kind: 'product',
      data: { title: 'text of popups.auth.miniAppRegistrationFailed' },
    });
    expect(reload).not.toHaveBeenCalled();
  });
});

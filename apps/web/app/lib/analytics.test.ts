import type { ApiCaller } from '@casino/shared/api/api-caller';
import { ApiError } from '@casino/shared/errors/api-error';
import { describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_EVENTS,
  failureParams,
  trackAuthFailure,
  trackEvent,
  trackSignIn,
  trackSignOut,
} from './analytics.ts';

function recordingApi(answer: () => Promise<unknown> = async () => 1) {
  const calls: [string, Record<string, unknown>][] = [];
  const api = vi.fn(async (name: string, params: Record<string, unknown>) => {
    calls.push([name, params]);
    return answer();
  }) as unknown as ApiCaller;
  return { api, calls };
}

describe('analytics', () => {
  it('sends a failed sign-in as login_failed with the error code', async () => {
    const { api, calls } = recordingApi();
    await trackAuthFailure(api, 'login', new ApiError('AuthorizationException', 'Wrong login or password'));
    expect(calls).toEqual([
      [
        'events.handle',
        {
          event_name: 'login_failed',
          event_params: JSON.stringify({
            error_code: 'Authorization',
            error_message: 'Wrong login or password',
          }),
        },
      ],
    ]);
  });

  it('sends a failed sign-out as logout_failed with the error code', async () => {
    const { api, calls } = recordingApi();
    await trackAuthFailure(
      api,
      'logout',
      new ApiError('ApplicationUnavailableException', 'Network error', { status: 0 }),
    );
    expect(calls[0]?.[1].event_name).toBe(ANALYTICS_EVENTS.logoutFailed);
    expect(JSON.parse(String(calls[0]?.[1].event_params))).toEqual({
      error_code: 'ApplicationUnavailable',
      error_message: 'Network error',
    });
  });

  it('keeps the code the platform sent, and names anything else UnknownError', () => {
    expect(
      failureParams(new ApiError('UserBannedException', 'The account is blocked', { code: 'BANNED' })),
    ).toEqual({ error_code: 'BANNED', error_message: 'The account is blocked' });
    expect(failureParams(new TypeError('Failed to fetch'))).toEqual({
      error_code: 'UnknownError',
      error_message: 'Failed to fetch',
    });
    expect(failureParams(new ApiError('AuthorizationException', 'x'.repeat(500))).error_message).toHaveLength(
      200,
    );
  });

  it('fits the parameters events.handle accepts', async () => {
    const { api, calls } = recordingApi();
    await trackAuthFailure(api, 'login', new ApiError('AuthorizationException', 'y'.repeat(5000)));
    const [, params] = calls[0] ?? ['', {}];
    expect(params.event_name).toMatch(/^[\w.:-]+$/);
    expect(String(params.event_params).length).toBeLessThanOrEqual(4000);
  });

  it('never fails the caller when the event cannot be stored', async () => {
    const { api } = recordingApi(async () => {
      throw new ApiError('ApplicationUnavailableException', 'Network error', { status: 0 });
    });
    await expect(trackEvent(api, ANALYTICS_EVENTS.loginFailed)).resolves.toBeUndefined();
    await expect(trackAuthFailure(api, 'logout', new Error('x'))).resolves.toBeUndefined();
  });
});

describe('identify, anonymize and the data layer (spec §4 Analytics)', () => {
  it('identifies the player by id before the sign-in event, in the data layer and to the platform', async () => {
    vi.stubGlobal('window', {});
    try {
      const { api, calls } = recordingApi();
      await trackSignIn(api, 42, ANALYTICS_EVENTS.signUp, { method: 'full' });
      expect(calls.map(([, params]) => [params.event_name, JSON.parse(String(params.event_params))])).toEqual(
        [
          ['identify', { user_id: 42 }],
          ['sign_up', { method: 'full' }],
        ],
      );
      expect((window as Window).dataLayer).toEqual([
        { user_id: 42, event: 'identify' },
        { method: 'full', event: 'sign_up' },
      ]);
      await trackSignOut(api, 42);
      expect((window as Window).dataLayer?.slice(2)).toEqual([
        { user_id: 42, event: 'logout' },
        { user_id: null, event: 'anonymize' },
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

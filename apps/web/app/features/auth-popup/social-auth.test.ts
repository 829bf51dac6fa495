import { socialAuthUrl } from '@casino/shared/routing/site-paths';
import { describe, expect, it } from 'vitest';
import { socialAuthMessage, socialPopupFeatures } from './social-auth.ts';

const popup = {};
const origin = 'https://casino.example';
const data = { type: 'aurora:social-auth', status: 'signed-in', created: true, type_auth: 'registration' };

describe('socialAuthMessage', () => {
  it('reads the message of our own pop-up', () => {
    expect(socialAuthMessage({ origin, source: popup as never, data }, { origin, source: popup })).toEqual(
      data,
    );
  });

  it('ignores other origins, other windows and other messages', () => {
    const expected = { origin, source: popup };
    expect(
      socialAuthMessage({ origin: 'https://evil.example', source: popup as never, data }, expected),
    ).toBeNull();
    expect(socialAuthMessage({ origin, source: {} as never, data }, expected)).toBeNull();
    expect(socialAuthMessage({ origin, source: null, data }, { origin, source: null })).toBeNull();
    expect(socialAuthMessage({ origin, source: popup as never, data: 'signed-in' }, expected)).toBeNull();
    expect(
      socialAuthMessage({ origin, source: popup as never, data: { ...data, status: 'owned' } }, expected),
    ).toBeNull();
  });
});

describe('the social pop-up', () => {
  it('is 640 by 480, centred over the window', () => {
    expect(socialPopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1440, outerHeight: 900 })).toBe(
      'popup,width=640,height=480,left=500,top=260',
    );
  });

  it('starts at /oauth/init with service, redirect_url and type_auth', () => {
    expect(
      socialAuthUrl({ service: 'demo', redirectUrl: '/de/gamehall?x=1', typeAuth: 'registration' }),
    ).toBe('/oauth/init?service=demo&redirect_url=%2Fde%2Fgamehall%3Fx%3D1&type_auth=registration');
  });
});

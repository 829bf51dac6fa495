import { describe, expect, it } from 'vitest';
import {
  parentOrigin,
  readFrameMessage,
  registrationRedirectMessage,
  wrapFrameMessage,
} from './frame-messages.ts';

describe('frame messages', () => {
  it('builds the registration redirect with a safe back address', () => {
    expect(registrationRedirectMessage('/de', new URLSearchParams('backUrl=/game/x'))).toEqual({
      type: 'redirect',
      url: '/de?show_popup_reg=1&backUrl=%2Fgame%2Fx',
    });
    expect(registrationRedirectMessage('/', new URLSearchParams('backUrl=https://evil.example'))).toEqual({
      type: 'redirect',
      url: '/?show_popup_reg=1',
    });
  });

  it('names the parent origin only when it is allowed', () => {
    const allowed = ['https://partner.example'];
    expect(parentOrigin('https://partner.example/page', allowed, 'https://casino.test')).toBe(
      'https://partner.example',
    );
    expect(parentOrigin('https://casino.test/x', allowed, 'https://casino.test')).toBe('https://casino.test');
    expect(parentOrigin('https://evil.example/', allowed, 'https://casino.test')).toBeNull();
    expect(parentOrigin('', allowed, 'https://casino.test')).toBeNull();
  });

  it('accepts messages only from the expected origin', () => {
    const data = wrapFrameMessage({ type: 'refresh_user' });
    expect(readFrameMessage({ origin: 'https://casino.test', data }, 'https://casino.test')).toEqual({
      type: 'refresh_user',
    });
    expect(readFrameMessage({ origin: 'https://evil.example', data }, 'https://casino.test')).toBeNull();
  });

  it('drops redirects that would leave the site', () => {
    const data = wrapFrameMessage({ type: 'redirect', url: 'javascript:alert(1)' });
    expect(readFrameMessage({ origin: 'https://casino.test', data }, 'https://casino.test')).toBeNull();
    expect(readFrameMessage({ origin: 'https://casino.test', data: 'x' }, 'https://casino.test')).toBeNull();
  });
});

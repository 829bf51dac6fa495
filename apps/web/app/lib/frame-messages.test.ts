import {
  HOSTILE_RETURN_PATHS,
  LEGIT_RETURN_PATHS,
  labelledPaths,
} from '@casino/shared/routing/return-path-cases';
import { describe, expect, it, vi } from 'vitest';
import { type FrameMessage, readFrameMessage, wrapFrameMessage } from './frame-messages.ts';
import { parentOrigin, postToParent, registrationRedirectMessage } from './frame-parent.ts';

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

  it('names the parent origin from the referrer only when it is allowed', () => {
    const allowed = ['https://partner.example'];
    const own = 'https://casino.test';
    expect(parentOrigin({ referrer: 'https://partner.example/page?x=1' }, allowed, own)).toBe(
      'https://partner.example',
    );
    expect(parentOrigin({ referrer: 'https://casino.test/x' }, allowed, own)).toBe('https://casino.test');
    expect(parentOrigin({ referrer: 'https://evil.example/' }, allowed, own)).toBeNull();
    // Same host, another port or scheme: another origin.
    expect(parentOrigin({ referrer: 'https://partner.example:8443/' }, allowed, own)).toBeNull();
    expect(parentOrigin({ referrer: 'http://partner.example/' }, allowed, own)).toBeNull();
    expect(parentOrigin({ referrer: '' }, allowed, own)).toBeNull();
    expect(parentOrigin({ referrer: 'not a url' }, allowed, own)).toBeNull();
  });

  it("prefers the browser's record of the parent over the referrer", () => {
    const allowed = ['https://partner.example'];
    const own = 'https://casino.test';
    // After a reload inside the frame the referrer is the site itself; the parent is still the partner.
    expect(
      parentOrigin(
        {
          ancestorOrigins: ['https://partner.example', 'https://top.example'],
          referrer: 'https://casino.test/',
        },
        allowed,
        own,
      ),
    ).toBe('https://partner.example');
    // A forged or stale referrer cannot name an allowed origin the parent is not.
    expect(
      parentOrigin(
        { ancestorOrigins: ['https://evil.example'], referrer: 'https://partner.example/' },
        allowed,
        own,
      ),
    ).toBeNull();
    expect(
      parentOrigin({ ancestorOrigins: [], referrer: 'https://partner.example/' }, allowed, own),
    ).toBeNull();
  });

  it('posts to the named parent origin only, in the envelope the receiver reads', () => {
    const posted: [unknown, string][] = [];
    const parent = { postMessage: (message: unknown, origin: string) => posted.push([message, origin]) };
    const messages: FrameMessage[] = [
      { type: 'refresh_user' },
      { type: 'close' },
      { type: 'redirect', url: '/?show_popup_reg=1' },
    ];
    for (const message of messages)
      expect(postToParent(parent, 'https://partner.example', message)).toBe(true);
    expect(posted.map(([, origin]) => origin)).toEqual(Array(3).fill('https://partner.example'));
    // What the page at that origin receives reads back as the message sent.
    expect(
      posted.map(([data]) =>
        readFrameMessage({ origin: 'https://casino.test', data }, 'https://casino.test'),
      ),
    ).toEqual(messages);
  });

  it('posts nothing without an allowed parent', () => {
    const postMessage = vi.fn();
    expect(postToParent({ postMessage }, null, { type: 'refresh_user' })).toBe(false);
    expect(postToParent(null, 'https://partner.example', { type: 'close' })).toBe(false);
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('accepts messages only from the expected origin', () => {
    const data = wrapFrameMessage({ type: 'refresh_user' });
    expect(readFrameMessage({ origin: 'https://casino.test', data }, 'https://casino.test')).toEqual({
      type: 'refresh_user',
    });
    expect(readFrameMessage({ origin: 'https://evil.example', data }, 'https://casino.test')).toBeNull();
    expect(
      readFrameMessage(
        { origin: 'https://casino.test', data: wrapFrameMessage({ type: 'close' }) },
        'https://casino.test',
      ),
    ).toEqual({ type: 'close' });
    // Another sender's messages, or an unknown type, are not the forms'.
    expect(
      readFrameMessage(
        { origin: 'https://casino.test', data: { source: 'other', message: { type: 'close' } } },
        'https://casino.test',
      ),
    ).toBeNull();
    expect(
      readFrameMessage(
        { origin: 'https://casino.test', data: { source: 'casino-forms', message: { type: 'logout' } } },
        'https://casino.test',
      ),
    ).toBeNull();
  });

  it('drops redirects that would leave the site', () => {
    const data = wrapFrameMessage({ type: 'redirect', url: 'javascript:alert(1)' });
    expect(readFrameMessage({ origin: 'https://casino.test', data }, 'https://casino.test')).toBeNull();
    expect(readFrameMessage({ origin: 'https://casino.test', data: 'x' }, 'https://casino.test')).toBeNull();
  });
});

describe('frame message return addresses', () => {
  const own = 'https://casino.test';
  const redirect = (url: string) => ({ origin: own, data: wrapFrameMessage({ type: 'redirect', url }) });

  it.each(labelledPaths(HOSTILE_RETURN_PATHS))('follows no redirect to the hostile %s', (_label, url) => {
    expect(readFrameMessage(redirect(url), own)).toBeNull();
    const message = registrationRedirectMessage('/', new URLSearchParams({ backUrl: url }));
    expect(message).toEqual({ type: 'redirect', url: '/?show_popup_reg=1' });
  });

  it.each(labelledPaths(LEGIT_RETURN_PATHS))('follows a redirect to %s', (_label, url) => {
    expect(readFrameMessage(redirect(url), own)).toEqual({ type: 'redirect', url });
    const message = registrationRedirectMessage('/', new URLSearchParams({ backUrl: url }));
    expect(message).toEqual({
      type: 'redirect',
      url: `/?${new URLSearchParams({ show_popup_reg: '1', backUrl: url })}`,
    });
  });
});

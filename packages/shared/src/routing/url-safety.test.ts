import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDangerousUrl, safeExternalUrl, safeInternalPath } from './url-safety.ts';

describe('isDangerousUrl', () => {
  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>',
    'vbscript:msgbox',
    'file:///etc/passwd',
  ])('refuses %j', (url) => {
    expect(isDangerousUrl(url)).toBe(true);
  });

  it.each(['/cashier', 'https://example.com', 'mailto:a@b.c'])('allows %j', (url) => {
    expect(isDangerousUrl(url)).toBe(false);
  });
});

describe('safeInternalPath', () => {
  it('keeps a path with its query and hash', () => {
    expect(safeInternalPath('/cashier/deposit?x=1#top')).toBe('/cashier/deposit?x=1#top');
  });

  it.each([
    '//evil.com',
    '/\\evil.com',
    'https://evil.com/',
    'evil.com',
    'javascript:alert(1)',
    '/\tjavascript',
    '',
    null,
    undefined,
  ])('refuses %j', (url) => {
    expect(safeInternalPath(url)).toBeNull();
  });

  it('never yields a path a browser would resolve to another host', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const result = safeInternalPath(input);
        if (result === null) return;
        expect(new URL(result, 'https://casino.test').host).toBe('casino.test');
        expect(result.startsWith('//')).toBe(false);
      }),
    );
  });
});

describe('safeExternalUrl', () => {
  it('accepts http(s) URLs', () => {
    expect(safeExternalUrl('https://partner.example/x?a=1')).toBe('https://partner.example/x?a=1');
  });

  it.each(['javascript:alert(1)', 'ftp://x', 'https://user:pw@x.com', 'not a url', null])(
    'refuses %j',
    (url) => {
      expect(safeExternalUrl(url)).toBeNull();
    },
  );
});

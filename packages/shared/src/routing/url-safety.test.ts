import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HOSTILE_RETURN_PATHS, LEGIT_RETURN_PATHS, labelledPaths } from './return-path-cases.ts';
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

  it('is tested with at least 40 hostile addresses', () => {
    expect(HOSTILE_RETURN_PATHS.length).toBeGreaterThanOrEqual(40);
  });

  it.each(labelledPaths(HOSTILE_RETURN_PATHS))('refuses the hostile %s', (_label, url) => {
    expect(safeInternalPath(url)).toBeNull();
  });

  it.each(labelledPaths(LEGIT_RETURN_PATHS))('keeps the address of the site %s', (_label, url) => {
    expect(safeInternalPath(url)).toBe(url);
  });

  it('answers the normalised path', () => {
    expect(safeInternalPath('/a/./b/../cashier?x=1')).toBe('/a/cashier?x=1');
    expect(safeInternalPath(' /cashier ')).toBe('/cashier');
  });

  /** What a browser makes of `path` on this site, decoded up to three times as later readers might. */
  const staysOnSite = (path: string) => {
    let current = path;
    for (let round = 0; round < 4; round += 1) {
      const resolved = new URL(current, 'https://casino.test');
      expect(resolved.host).toBe('casino.test');
      expect(resolved.pathname.startsWith('//')).toBe(false);
      try {
        current = decodeURIComponent(resolved.pathname);
      } catch {
        return;
      }
    }
  };

  it('never yields a path a browser would resolve to another host', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      '\\',
      '.',
      '..',
      '%2e',
      '%2f',
      '%2F',
      '%5c',
      '%25',
      '\t',
      '@',
      'evil',
      '?',
      '#',
    );
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(piece).map((parts) => `/${parts.join('')}`),
        ),
        (input) => {
          const result = safeInternalPath(input);
          if (result === null) return;
          expect(result.startsWith('/')).toBe(true);
          staysOnSite(result);
        },
      ),
      { numRuns: 2000 },
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

import {
  HOSTILE_RETURN_PATHS,
  LEGIT_RETURN_PATHS,
  labelledPaths,
} from '@casino/shared/routing/return-path-cases';
import { describe, expect, it } from 'vitest';
import { contentLinkPath, NavigationRefused, resolveNavigation } from './navigation.ts';

describe('resolveNavigation', () => {
  it('follows internal paths', () => {
    expect(resolveNavigation('/gamehall?category=live')).toEqual({
      kind: 'internal',
      path: '/gamehall?category=live',
    });
  });

  it('leaves the site only with the external option', () => {
    expect(() => resolveNavigation('https://partner.example/')).toThrow(NavigationRefused);
    expect(resolveNavigation('https://partner.example/', { external: true })).toEqual({
      kind: 'external',
      url: 'https://partner.example/',
    });
  });

  it.each(['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', '//evil.example'])(
    'refuses %s',
    (url) => {
      expect(() => resolveNavigation(url, { external: true })).toThrow(NavigationRefused);
    },
  );
});

describe('resolveNavigation with the return-address table', () => {
  it.each(labelledPaths(HOSTILE_RETURN_PATHS))('does not stay on the site for %s', (_label, url) => {
    expect(() => resolveNavigation(url)).toThrow(NavigationRefused);
  });

  it.each(labelledPaths(LEGIT_RETURN_PATHS))('follows %s', (_label, url) => {
    expect(resolveNavigation(url)).toEqual({ kind: 'internal', path: url });
  });
});

describe('contentLinkPath', () => {
  it('follows paths of this site and nothing else a content link may hold', () => {
    expect(contentLinkPath('/promotions?x=1')).toBe('/promotions?x=1');
    for (const url of [
      'https://partner.example/',
      'javascript:alert(1)',
      '//evil.example',
      '',
      undefined,
      42,
    ])
      expect(contentLinkPath(url), String(url)).toBeNull();
  });
});

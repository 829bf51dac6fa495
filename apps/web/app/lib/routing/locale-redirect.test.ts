import {
  HOSTILE_RETURN_PATHS,
  LEGIT_RETURN_PATHS,
  labelledPaths,
} from '@casino/shared/routing/return-path-cases';
import { splitLocale } from '@casino/shared/routing/site-paths';
import { describe, expect, it } from 'vitest';
import { defaultLocaleRedirect, pageInLocale } from './locale-redirect.ts';

const CODES = ['en', 'de'];

/**
 * Where the root loader redirects a request for `address` on a site whose default locale is en (the
 * server sees the address as the URL parser leaves it, without its hash), or null for no redirect.
 */
function redirectFor(address: string): string | null {
  const url = new URL(address, 'https://casino.test');
  const split = splitLocale(url.pathname, CODES, 'en');
  return split.hasPrefix ? defaultLocaleRedirect(split.path, url.search) : null;
}

describe('default-locale prefix redirect', () => {
  it('drops the prefix and keeps the query', () => {
    expect(redirectFor('/en/gamehall?category=slots')).toBe('/gamehall?category=slots');
    expect(redirectFor('/en')).toBe('/');
    expect(redirectFor('/en/')).toBe('/');
  });

  // The ten variants of the report, and the whole table behind the prefix.
  it.each([
    '/en//evil.example',
    '/en//evil.example/',
    '/en///evil.example',
    '/en/\\evil.example',
    '/en/\\/evil.example',
    '/en/%2Fevil.example',
    '/en/%2F%2Fevil.example',
    '/en/%5Cevil.example',
    '/en/.//evil.example',
    '/en//evil.example?x=1#y',
    '/en/%09/evil.example',
    '/en//%2e%2e//evil.example',
  ])('never redirects %j off the site', (address) => {
    expect(redirectFor(address)).toBeNull();
  });

  it.each(labelledPaths(HOSTILE_RETURN_PATHS.filter((path) => path.startsWith('/'))))(
    'never redirects /en + %s off the site',
    (_label, path) => {
      expect(redirectFor(`/en${path}`)).toBeNull();
    },
  );

  it.each(labelledPaths(LEGIT_RETURN_PATHS.filter((path) => !path.startsWith('/de/'))))(
    'keeps /en + %s on its page',
    (_label, path) => {
      expect(redirectFor(`/en${path}`)).toBe(path.split('#')[0]);
    },
  );
});

describe('the same page in another locale', () => {
  it('keeps the page and its query', () => {
    expect(pageInLocale('/gamehall', '?category=slots', 'de', 'en')).toBe('/de/gamehall?category=slots');
    expect(pageInLocale('/', '', 'de', 'en')).toBe('/de');
    expect(pageInLocale('/gamehall', '', 'en', 'en')).toBe('/gamehall');
  });

  // A not-found page can be reached at such an address; signing in there must not follow it.
  it.each(labelledPaths(HOSTILE_RETURN_PATHS))('goes home instead of to %s', (_label, path) => {
    for (const locale of ['en', 'de']) {
      const target = pageInLocale(path, '?x=1', locale, 'en');
      expect(target.startsWith('/') && !/^\/[/\\]/.test(target)).toBe(true);
      expect(new URL(target, 'https://casino.test').host).toBe('casino.test');
    }
    expect(pageInLocale('//evil.example', '', 'en', 'en')).toBe('/');
    expect(pageInLocale('//evil.example', '', 'de', 'en')).toBe('/de');
  });

  it.each(labelledPaths(LEGIT_RETURN_PATHS.filter((path) => !path.includes('?') && !path.includes('#'))))(
    'keeps %s',
    (_label, path) => {
      expect(pageInLocale(path, '?x=1', 'en', 'en')).toBe(`${path}?x=1`);
    },
  );
});

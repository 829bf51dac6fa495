import { describe, expect, it } from 'vitest';
import { findRedirect, type RedirectRequest } from './redirect-rules.ts';
import { HOSTILE_RETURN_PATHS, LEGIT_RETURN_PATHS, labelledPaths } from './return-path-cases.ts';

const rules = [
  { from: '/casino', to: '/gamehall', external: false },
  { from: '/live/*', to: '/gamehall?category=live', external: false },
  { from: '/partner', to: 'https://partner.example/landing?src=casino', external: true },
  { from: '/evil', to: 'javascript:alert(1)', external: true },
  { from: '/evil-internal', to: '//evil.example', external: false },
  { from: '/loop', to: '/loop', external: false },
];

function request(pathname: string, search = '', locale = 'en'): RedirectRequest {
  return { pathname, search, locale, defaultLocale: 'en', localeCodes: ['en', 'de', 'pt'] };
}

describe('findRedirect', () => {
  it('matches exact and wildcard patterns', () => {
    expect(findRedirect(rules, request('/casino'))).toEqual({ url: '/gamehall', external: false });
    expect(findRedirect(rules, request('/live/roulette'))).toEqual({
      url: '/gamehall?category=live',
      external: false,
    });
    expect(findRedirect(rules, request('/casino/other'))).toBeNull();
  });

  it('applies the locale prefix to internal targets and merges the query', () => {
    expect(findRedirect(rules, request('/de/live/x', '?utm=1&category=slots', 'de'))).toEqual({
      url: '/de/gamehall?category=live&utm=1',
      external: false,
    });
  });

  it('leaves external targets unprefixed, with the query merged', () => {
    expect(findRedirect(rules, request('/de/partner', '?a=1', 'de'))).toEqual({
      url: 'https://partner.example/landing?src=casino&a=1',
      external: true,
    });
  });

  it('ignores dangerous targets and loops', () => {
    expect(findRedirect(rules, request('/evil'))).toBeNull();
    expect(findRedirect(rules, request('/evil-internal'))).toBeNull();
    expect(findRedirect(rules, request('/loop'))).toBeNull();
  });
});

describe('redirect rule targets', () => {
  it.each(labelledPaths(HOSTILE_RETURN_PATHS))('never follows the internal target %s', (_label, to) => {
    const rule = { from: '/promo/*', to, external: false };
    expect(findRedirect([rule], request('/promo/x'))).toBeNull();
    expect(findRedirect([rule], request('/de/promo/x', '?a=1', 'de'))).toBeNull();
  });

  it.each(labelledPaths(LEGIT_RETURN_PATHS))('follows the internal target %s', (_label, to) => {
    const found = findRedirect([{ from: '/promo/*', to, external: false }], request('/promo/x'));
    expect(found).toEqual({ url: to, external: false });
  });

  it('keeps an external target its rule names (spec §2.1), but no script URL', () => {
    const external = (to: string) => findRedirect([{ from: '/go', to, external: true }], request('/go'));
    expect(external('https://partner.example/')).toEqual({ url: 'https://partner.example/', external: true });
    expect(external('java\tscript:alert(1)')).toBeNull();
    expect(external('//evil.example')).toBeNull();
  });
});

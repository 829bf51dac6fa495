import { describe, expect, it } from 'vitest';
import {
  createPaths,
  gamePlayUrl,
  historyCsvUrl,
  localizePath,
  splitLocale,
  withQuery,
} from './site-paths.ts';

describe('localizePath', () => {
  it('leaves the default locale without a prefix', () => {
    expect(localizePath('/gamehall', 'en', 'en')).toBe('/gamehall');
  });

  it('prefixes other locales, the home page included', () => {
    expect(localizePath('/gamehall?x=1', 'de', 'en')).toBe('/de/gamehall?x=1');
    expect(localizePath('/', 'de', 'en')).toBe('/de');
    expect(localizePath('/?show_popup_reg=1', 'de', 'en')).toBe('/de?show_popup_reg=1');
  });

  it('never touches external or protocol-relative URLs', () => {
    expect(localizePath('https://x.test/a', 'de', 'en')).toBe('https://x.test/a');
    expect(localizePath('//x.test/a', 'de', 'en')).toBe('//x.test/a');
  });
});

describe('splitLocale', () => {
  const codes = ['en', 'de', 'es', 'pt'];
  it.each([
    ['/de/about', { locale: 'de', path: '/about', hasPrefix: true }],
    ['/de', { locale: 'de', path: '/', hasPrefix: true }],
    ['/de/', { locale: 'de', path: '/', hasPrefix: true }],
    ['/about', { locale: 'en', path: '/about', hasPrefix: false }],
    ['/', { locale: 'en', path: '/', hasPrefix: false }],
    ['/en/about', { locale: 'en', path: '/about', hasPrefix: true }],
    ['/denmark', { locale: 'en', path: '/denmark', hasPrefix: false }],
  ])('%s', (pathname, expected) => {
    expect(splitLocale(pathname, codes, 'en')).toEqual(expected);
  });
});

describe('withQuery', () => {
  it('merges into an existing query and keeps the hash', () => {
    expect(withQuery('/game/x?a=1#real', { show_popup_reg: '1' })).toBe('/game/x?a=1&show_popup_reg=1#real');
  });

  it('removes keys given empty values', () => {
    expect(withQuery('/?show_popup_auth=1&x=2', { show_popup_auth: undefined })).toBe('/?x=2');
    expect(withQuery('/?show_popup_auth=1', { show_popup_auth: null })).toBe('/');
  });
});

describe('createPaths', () => {
  const paths = createPaths('pt', 'en');

  it('builds the helper links of spec §2.1', () => {
    expect(paths.gamehall({ category: 'live' })).toBe('/pt/gamehall?category=live');
    expect(paths.gamehall({ providers: ['netent', 'pragmatic'] })).toBe(
      '/pt/gamehall?providers=netent%2Cpragmatic',
    );
    expect(paths.gamehall()).toBe('/pt/gamehall');
    expect(paths.cashierDeposit('pix')).toBe('/pt/cashier/deposit/pix');
    expect(paths.payResult('paysuccess', 'tx-1')).toBe('/pt/cashier/paysuccess/tx-1');
    expect(paths.tournamentGamehall(7)).toBe('/pt/tournaments/7/gamehall');
    expect(paths.profile('settings')).toBe('/pt/profile/settings');
  });

  it('encodes path segments', () => {
    expect(paths.game('a b/c')).toBe('/pt/game/a%20b%2Fc');
    expect(paths.game('mines', 'demo')).toBe('/pt/game/mines?mode=demo');
    expect(paths.game('mines', 'real')).toBe('/pt/game/mines#real');
  });
});

describe('gamePlayUrl', () => {
  it('defaults the mode to play', () => {
    expect(gamePlayUrl({ sysname: 'book-of-dead' })).toBe('/platform/game/book-of-dead/play');
  });

  it('uses the custom form when given', () => {
    expect(gamePlayUrl({ custom: 'x1', mode: 'demo' })).toBe('/platform/game/custom/x1/demo');
  });
});

describe('historyCsvUrl', () => {
  it('carries the filter and the language, never a locale prefix', () => {
    expect(historyCsvUrl('deposit', 'de')).toBe('/cashier/history.csv?type=deposit&lang=de');
    expect(historyCsvUrl(undefined, 'en')).toBe('/cashier/history.csv?lang=en');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { browserLocale, type LocaleMemoryRequest, localeCookie, localeMemory } from './locale-memory.ts';
import type { PageHandler } from './web-routes.ts';

const PLAYER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SITE = 'https://casino.example';

function ask(overrides: Partial<LocaleMemoryRequest>): LocaleMemoryRequest {
  return {
    url: '/',
    cookieHeader: undefined,
    referer: undefined,
    acceptLanguage: undefined,
    isBot: false,
    fetchDest: 'document',
    accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    siteOrigin: SITE,
    codes: ['en', 'de', 'es', 'pt'],
    defaultLocale: 'en',
    strategy: 'cookie',
    ...overrides,
  };
}

describe('localeMemory', () => {
  it.each([
    [
      'a returning visitor opening the home page',
      { cookieHeader: 'locale=de' },
      { kind: 'redirect', location: '/de' },
    ],
    [
      'a returning visitor following an outside link, query kept',
      {
        url: '/gamehall?category=new',
        cookieHeader: 'theme=dark; locale=pt',
        referer: 'https://search.example/',
      },
      { kind: 'redirect', location: '/pt/gamehall?category=new' },
    ],
    [
      'a visitor who chose the default language on the site (the switcher)',
      { cookieHeader: 'locale=de', referer: `${SITE}/de/gamehall` },
      { kind: 'remember', cookie: localeCookie('en') },
    ],
    [
      'a visitor opening a page in another language',
      { url: '/es/promotions' },
      { kind: 'remember', cookie: localeCookie('es') },
    ],
    [
      'a visitor whose remembered language is the page',
      { url: '/de', cookieHeader: 'locale=de' },
      { kind: 'none' },
    ],
    ['a first visit in the default language', {}, { kind: 'none' }],
    ['a remembered default language', { cookieHeader: 'locale=en' }, { kind: 'none' }],
    ['a cookie naming no locale of the site', { cookieHeader: 'locale=xx' }, { kind: 'none' }],
    ['a bot', { cookieHeader: 'locale=de', isBot: true }, { kind: 'none' }],
    ['the router fetching data', { url: '/_.data?page=2', referer: `${SITE}/de` }, { kind: 'none' }],
    [
      'the router fetching its manifest',
      { url: '/__manifest?paths=%2F', cookieHeader: 'locale=de' },
      { kind: 'none' },
    ],
    ['the sitemap', { url: '/sitemap.xml', cookieHeader: 'locale=de', accept: '*/*' }, { kind: 'none' }],
    ['a file asked for as a page', { url: '/robots.txt', cookieHeader: 'locale=de' }, { kind: 'none' }],
    [
      'a client that takes anything',
      { url: '/promotions', cookieHeader: 'locale=de', accept: '*/*' },
      { kind: 'none' },
    ],
    ['a framed page', { url: '/de/forms/sign_in', fetchDest: 'iframe' }, { kind: 'none' }],
    [
      'a browser that sends no Sec-Fetch-Dest',
      { url: '/de', fetchDest: undefined },
      { kind: 'remember', cookie: localeCookie('de') },
    ],
    ['a site that remembers nothing', { cookieHeader: 'locale=de', strategy: 'none' }, { kind: 'none' }],
    [
      'the browser strategy on a first visit',
      { strategy: 'browser', acceptLanguage: 'fr-FR,de;q=0.8,en;q=0.5' },
      { kind: 'redirect', location: '/de' },
    ],
    [
      'the browser strategy: a remembered choice wins',
      { strategy: 'browser', acceptLanguage: 'de', cookieHeader: 'locale=en' },
      { kind: 'none' },
    ],
    ['the cookie strategy ignores the browser', { acceptLanguage: 'de' }, { kind: 'none' }],
    [
      'a referer that is no address',
      { cookieHeader: 'locale=de', referer: '::' },
      { kind: 'redirect', location: '/de' },
    ],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(localeMemory(ask(overrides))).toEqual(expected);
  });

  it('keeps the locale for a year', () => {
    expect(localeCookie('de')).toBe('locale=de; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

describe('browserLocale', () => {
  it.each([
    ['de-DE,de;q=0.9,en;q=0.8', 'de'],
    ['fr;q=0.9, pt-BR;q=0.95', 'pt'],
    ['en;q=0, es', 'es'],
    ['*', undefined],
    ['fr, it', undefined],
    ['', undefined],
    ['de;q=abc, es;q=0.1', 'es'],
  ])('%s → %s', (header, expected) => {
    expect(browserLocale(header, ['en', 'de', 'es', 'pt'])).toBe(expected);
  });
});

describe('locale memory on the page routes', () => {
  let t: TestApp;
  const handler: PageHandler = async (request) =>
    new Response(`<p>${new URL(request.url).pathname}</p>`, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  beforeAll(async () => {
    t = await createTestApp(undefined, {}, { renderPage: handler });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { 'user-agent': PLAYER_UA, accept: 'text/html', host: 'casino.example', ...headers },
    });

  it('remembers the language of a page, sends a returning visitor to it, and lets them switch back', async () => {
    const german = await get('/de/gamehall');
    expect(german.statusCode).toBe(200);
    expect(german.headers['set-cookie']).toEqual([localeCookie('de')]);
    expect(german.headers['cache-control']).toBe('private, no-store');

    const back = await get('/gamehall?category=new', { cookie: 'locale=de' });
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/de/gamehall?category=new');
    expect(back.headers['cache-control']).toBe('private, no-store');

    const switched = await get('/gamehall', {
      cookie: 'locale=de',
      referer: 'http://casino.example/de/gamehall',
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.body).toBe('<p>/gamehall</p>');
    expect(switched.headers['set-cookie']).toEqual([localeCookie('en')]);
  });

  it('sets nothing for a guest who stays in the default language, so their pages stay shared', async () => {
    const page = await get('/promotions');
    expect(page.statusCode).toBe(200);
    expect(page.headers['set-cookie']).toBeUndefined();
    expect(page.headers['cache-control']).not.toBe('private, no-store');
  });

  it('leaves bots alone', async () => {
    const bot = await get('/', {
      cookie: 'locale=de',
      'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)',
    });
    expect(bot.statusCode).toBe(200);
    expect(bot.headers['set-cookie']).toBeUndefined();
  });
});

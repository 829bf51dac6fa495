import { describe, expect, it } from 'vitest';
import {
  LANDING_QUERY_PARAMS,
  PAGE_QUERY_PARAMS,
  PAGE_QUERY_SCRIPT,
  pageQuery,
  pageUrl,
} from './page-query.ts';

/** Runs the head script against an address; returns the address it leaves and what it kept. */
function runScript(href: string): { href: string; landing: string | undefined } {
  const url = new URL(`https://casino.example${href}`);
  const window: { __landingSearch?: string } = {};
  const history = {
    state: { idx: 0 },
    replaceState(state: unknown, _title: string, next: string) {
      expect(state).toBe(history.state);
      // As the browser refuses an address of another origin.
      const target = new URL(next, url);
      expect(target.origin).toBe(url.origin);
      url.search = target.search;
      url.hash = target.hash;
    },
  };
  new Function('window', 'location', 'history', PAGE_QUERY_SCRIPT)(window, url, history);
  return { href: `${url.pathname}${url.search}${url.hash}`, landing: window.__landingSearch };
}

const ADDRESSES = [
  '/',
  '/?',
  '/?utm_source=a',
  '/?track_id=T&utm_source=x&promo_code=P&zzz=1',
  '/gamehall?category=slots&gclid=1&providers=a,b',
  '/cashier/history?type=deposit&page=2',
  '/?page=2&&x=1&',
  '/?show_popup_reg=1&prevent_close=1',
  '/?redirectUrl=%2Fcashier%3Fx%3D1&x=%zz',
  '/?=1&page',
  '/about?x=1#popup-preview',
  '//evil.example/x?y=1',
];

describe('the page query', () => {
  it('keeps the parameters pages read, as written, and drops the rest', () => {
    expect(pageQuery('')).toBe('');
    expect(pageQuery('?')).toBe('');
    expect(pageQuery('?utm_source=a&fbclid=b&x=1')).toBe('');
    expect(pageQuery('?page=2&utm_source=a&type=deposit')).toBe('?page=2&type=deposit');
    expect(pageQuery('?redirectUrl=%2Fcashier&track_id=T')).toBe('?redirectUrl=%2Fcashier');
    expect(pageQuery('page=2')).toBe('?page=2');
  });

  it('reduces a request address to the page address', () => {
    expect(pageUrl('/about')).toBe('/about');
    expect(pageUrl('/?utm_source=a')).toBe('/');
    expect(pageUrl('/gamehall?x=1&category=slots&&promo_code=P')).toBe('/gamehall?category=slots');
  });

  it('gives the same address for every tracking or unknown parameter, another for a page parameter', () => {
    const page = pageUrl;
    expect(page('/?utm_source=a')).toBe('/');
    expect(page('/?utm_source=b')).toBe('/');
    expect(page('/?x=1')).toBe('/');
    expect(page('/?page=2')).toBe('/?page=2');
  });

  it('lists no campaign parameter among the page parameters', () => {
    const page: readonly string[] = PAGE_QUERY_PARAMS;
    expect(LANDING_QUERY_PARAMS.filter((name) => page.includes(name))).toEqual([]);
  });

  it('runs in the browser to the very address the server renders', () => {
    for (const address of ADDRESSES) {
      const [pathAndQuery = '', hash] = address.split('#');
      const server = pageUrl(pathAndQuery);
      const browser = runScript(address);
      expect(browser.href, address).toBe(hash === undefined ? server : `${server}#${hash}`);
      const search = new URL(`https://casino.example${address}`).search;
      const reduced = pageQuery(search) !== search;
      expect(browser.landing, address).toBe(reduced ? search : undefined);
    }
  });

  it('stays small', () => {
    expect(PAGE_QUERY_SCRIPT.length).toBeLessThan(500);
  });
});

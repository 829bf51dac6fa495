import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  GUEST_PAGE_TTL_MS,
  GuestPageCache,
  type GuestPageRequest,
  type RenderedPage,
} from './guest-page-cache.ts';

const guest: GuestPageRequest = {
  method: 'GET',
  origin: 'http://localhost:3000',
  url: '/about',
  cookieHeader: undefined,
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
};

function page(nonce: string, extra: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    headers: [['content-security-policy', `script-src 'self' 'nonce-${nonce}'`]],
    cookies: [],
    body: Buffer.from(`<script nonce="${nonce}">1</script><p>page</p><script nonce="${nonce}">2</script>`),
    ...extra,
  };
}

describe('GuestPageCache', () => {
  it('keys guest GETs by URL, theme and odds format cookies and bot or player; other methods are not cached', () => {
    const cache = new GuestPageCache();
    const key = cache.key(guest);
    expect(key).not.toBeNull();
    expect(cache.key({ ...guest, cookieHeader: 'a=1' })).toBe(key);
    expect(cache.key({ ...guest, cookieHeader: 'theme=light' })).not.toBe(key);
    expect(cache.key({ ...guest, cookieHeader: 'odds_format=american' })).not.toBe(key);
    expect(cache.key({ ...guest, url: '/about?page=2' })).not.toBe(key);
    expect(cache.key({ ...guest, userAgent: 'Googlebot/2.1 (+http://www.google.com/bot.html)' })).not.toBe(
      key,
    );
    expect(cache.key({ ...guest, method: 'POST' })).toBeNull();
    expect(cache.key({ ...guest, method: 'HEAD' })).toBeNull();
  });

  it('keys by the parameters pages read: tracking, campaign and unknown parameters share one key', () => {
    const cache = new GuestPageCache();
    const key = (url: string) => cache.key({ ...guest, url });
    expect(key('/?utm_source=a')).toBe(key('/'));
    expect(key('/?utm_source=b')).toBe(key('/'));
    expect(key('/?x=1')).toBe(key('/'));
    expect(key('/?track_id=T&promo_code=P&gclid=G&seon_session=S')).toBe(key('/'));
    expect(key('/?page=2')).not.toBe(key('/'));
    expect(key('/?page=2&fbclid=F')).toBe(key('/?page=2'));
    // React Router's data requests keep their whole address.
    expect(key('/_root.data?x=1')).not.toBe(key('/_root.data'));
    expect(key('/__manifest?paths=%2Fa&version=1')).not.toBe(key('/__manifest?paths=%2Fb&version=1'));
  });

  it('gives a browser that takes gzip the same page compressed, with its own nonce', async () => {
    const cache = new GuestPageCache();
    let renders = 0;
    const render = async (nonce: string) => {
      renders += 1;
      return page(nonce);
    };
    const plain = await cache.serve('k', render);
    const zipped = await cache.serve('k', render, { gzip: true });
    expect(renders).toBe(1);
    expect(plain.encoding).toBeUndefined();
    expect(zipped.encoding).toBe('gzip');
    const nonce = /'nonce-([^']+)'/.exec(zipped.headers[0]?.[1] ?? '')?.[1] as string;
    expect(gunzipSync(zipped.body).toString()).toBe(page(nonce).body.toString());
    expect(nonce).not.toBe(/'nonce-([^']+)'/.exec(plain.headers[0]?.[1] ?? '')?.[1]);
  });

  it('renders once for concurrent requests and gives every answer its own nonce everywhere', async () => {
    const cache = new GuestPageCache();
    const used: string[] = [];
    const render = async (nonce: string) => {
      used.push(nonce);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return page(nonce);
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.serve('k', render)));
    expect(used).toHaveLength(1);
    const nonces = answers.map((answer) => {
      const nonce = /'nonce-([^']+)'/.exec(answer.headers[0]?.[1] ?? '')?.[1] ?? '';
      expect(answer.body.toString()).toBe(page(nonce).body.toString());
      return nonce;
    });
    expect(new Set([...nonces, used[0]]).size).toBe(4);
  });

  it('renders again after the ttl', async () => {
    let now = 0;
    const cache = new GuestPageCache(() => now);
    let renders = 0;
    const render = async (nonce: string) => {
      renders += 1;
      return page(nonce);
    };
    await cache.serve('k', render);
    now = GUEST_PAGE_TTL_MS - 1;
    await cache.serve('k', render);
    expect(renders).toBe(1);
    now = GUEST_PAGE_TTL_MS;
    await cache.serve('k', render);
    expect(renders).toBe(2);
  });

  it('does not keep server errors or pages that set cookies', async () => {
    const cache = new GuestPageCache();
    let renders = 0;
    const failing = async (nonce: string) => {
      renders += 1;
      return page(nonce, { status: 500 });
    };
    await cache.serve('error', failing);
    await cache.serve('error', failing);
    const cookie = async (nonce: string) => {
      renders += 1;
      return page(nonce, { cookies: ['theme=light; Path=/'] });
    };
    await cache.serve('cookie', cookie);
    await cache.serve('cookie', cookie);
    expect(renders).toBe(4);
  });
});

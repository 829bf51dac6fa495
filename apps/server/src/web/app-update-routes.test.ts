import { runInNewContext } from 'node:vm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendApiError } from '../api/error-handler.ts';
import { appUpdateRoutes } from './app-update-routes.ts';

const MESSAGES: Record<string, Record<string, Record<string, string>>> = {
  en: { pwa: { offlineTitle: 'You are offline', offlineText: 'Check <it>.', offlineRetry: 'Try again' } },
  de: {
    pwa: { offlineTitle: 'Du bist offline', offlineText: 'Prüfe es.', offlineRetry: 'Erneut versuchen' },
  },
};

describe('app update routes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.setErrorHandler((error, request, reply) => sendApiError(error, request, reply));
    await appUpdateRoutes(
      app,
      { id: 'b7f3a9', timestamp: 1_700_000_000_000 },
      {
        locales: async () => ({
          locales: [
            { code: 'en', name: 'English', hreflang: 'en' },
            { code: 'de', name: 'Deutsch', hreflang: 'de' },
          ],
          defaultLocale: 'en',
        }),
        messages: async (locale) => MESSAGES[locale] ?? {},
      },
    );
  });
  afterAll(() => app.close());

  it('tells open pages which build this process serves, never from a cache', async () => {
    const latest = await app.inject('/builds/latest.json');
    expect(latest.statusCode).toBe(200);
    expect(latest.json()).toEqual({ id: 'b7f3a9', timestamp: 1_700_000_000_000 });
    expect(latest.headers['cache-control']).toBe('no-cache');
  });

  it("serves its own build's manifest for good, and no other build's", async () => {
    const own = await app.inject('/builds/meta/b7f3a9.json');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ id: 'b7f3a9', timestamp: 1_700_000_000_000 });
    expect(own.headers['cache-control']).toContain('immutable');
    for (const url of ['/builds/meta/other.json', '/builds/meta/b7f3a9.js', '/builds/meta/..%2Fx.json']) {
      const refused = await app.inject(url);
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().error.type, url).toBe('MethodNotFoundException');
    }
  });

  it('serves the offline page of each locale, escaped, with no script allowed', async () => {
    const de = await app.inject('/offline/de.html');
    expect(de.statusCode).toBe(200);
    expect(de.body).toContain('<html lang="de">');
    expect(de.body).toContain('<h1>Du bist offline</h1>');
    expect(de.headers['content-security-policy']).toContain("default-src 'none'");
    const en = await app.inject('/offline/en.html');
    expect(en.body).toContain('Check &lt;it&gt;.');
    for (const url of ['/offline/xx.html', '/offline/en.js', '/offline/%3Cscript%3E.html']) {
      expect((await app.inject(url)).statusCode, url).toBe(404);
    }
  });

  describe('the service worker', () => {
    type Listener = (event: Record<string, unknown>) => void;

    async function loadWorker(network: (request: FakeRequest) => Promise<unknown>) {
      const script = await app.inject('/sw.js');
      expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(script.headers['service-worker-allowed']).toBe('/');
      expect(script.headers['cache-control']).toBe('no-cache');
      const listeners = new Map<string, Listener>();
      const stores = new Map<string, Map<string, unknown>>();
      const open = async (name: string) => {
        const store = stores.get(name) ?? new Map<string, unknown>();
        stores.set(name, store);
        return {
          addAll: async (urls: string[]) => {
            for (const url of urls) store.set(url, `cached ${url}`);
          },
          match: async (request: FakeRequest | string) =>
            store.get(typeof request === 'string' ? request : request.url),
          put: async (request: FakeRequest, response: unknown) => void store.set(request.url, response),
        };
      };
      const self = {
        location: { origin: 'https://casino.example' },
        addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
        skipWaiting: vi.fn(),
        clients: { claim: vi.fn(async () => undefined) },
      };
      const caches = {
        open,
        keys: async () => [...stores.keys()],
        delete: async (name: string) => stores.delete(name),
        match: async (url: string) => {
          for (const store of stores.values()) if (store.has(url)) return store.get(url);
          return undefined;
        },
      };
      runInNewContext(script.body, {
        self,
        caches,
        fetch: network,
        URL,
        Promise,
        Response: { error: () => 'network error' },
      });
      const dispatch = async (type: string, event: Record<string, unknown> = {}) => {
        let done: Promise<unknown> | undefined;
        listeners.get(type)?.({
          ...event,
          waitUntil: (promise: Promise<unknown>) => (done = promise),
          respondWith: (promise: Promise<unknown>) => (done = promise),
        });
        return done;
      };
      return { self, stores, dispatch };
    }

    interface FakeRequest {
      url: string;
      method: string;
      mode: string;
    }
    const request = (path: string, mode = 'navigate'): FakeRequest => ({
      url: `https://casino.example${path}`,
      method: 'GET',
      mode,
    });

    it('caches every offline page on install and shows the one of the locale when the network is gone', async () => {
      const worker = await loadWorker(async () => {
        throw new TypeError('Failed to fetch');
      });
      await worker.dispatch('install');
      expect([...worker.stores.values()][0]?.has('/offline/de.html')).toBe(true);
      await expect(worker.dispatch('fetch', { request: request('/de/games') })).resolves.toBe(
        'cached /offline/de.html',
      );
      await expect(worker.dispatch('fetch', { request: request('/games') })).resolves.toBe(
        'cached /offline/en.html',
      );
    });

    it('passes pages through while online and leaves the API and the back-office alone', async () => {
      const worker = await loadWorker(async (asked) => `network ${asked.url}`);
      await expect(worker.dispatch('fetch', { request: request('/de') })).resolves.toBe(
        'network https://casino.example/de',
      );
      expect(
        await worker.dispatch('fetch', { request: request('/api/getgeneralinfo', 'cors') }),
      ).toBeUndefined();
      expect(await worker.dispatch('fetch', { request: request('/backoffice') })).toBeUndefined();
    });

    it('waits after install until the page asks, then drops older caches and takes the pages', async () => {
      const worker = await loadWorker(async () => 'network');
      worker.stores.set('site-older', new Map());
      await worker.dispatch('install');
      expect(worker.self.skipWaiting).not.toHaveBeenCalled();
      await worker.dispatch('message', { data: { type: 'SKIP_WAITING' } });
      expect(worker.self.skipWaiting).toHaveBeenCalledOnce();
      await worker.dispatch('activate');
      expect([...worker.stores.keys()]).toEqual(['site-b7f3a9']);
      expect(worker.self.clients.claim).toHaveBeenCalledOnce();
    });
  });
});

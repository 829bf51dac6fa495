import type { ApiCaller } from '@casino/shared/api/api-caller';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signalSession, startDeviceRisk } from './device-risk.ts';
import { loadTagManager } from './tag-manager.ts';
import { reportRoute, webVitalsReporter } from './web-vitals-report.ts';

interface FakeScript {
  src: string;
  async: boolean;
  nonce: string;
  onload?: () => void;
  onerror?: () => void;
}

/** Just what the loaders use of a document: scripts added to the head, found by selector. */
function fakeDocument(nonce = 'n0nce') {
  const added: FakeScript[] = [];
  const listeners = new Map<string, () => void>();
  const doc = {
    visibilityState: 'visible',
    head: { append: (script: FakeScript) => added.push(script) },
    createElement: () => ({ src: '', async: false, nonce: '' }),
    querySelector: (selector: string) => {
      if (selector === 'script[nonce]') return { nonce };
      const prefix = /\^="([^"]+)"/.exec(selector)?.[1];
      return added.find((script) => prefix && script.src.startsWith(prefix)) ?? null;
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
  };
  return {
    doc: doc as unknown as Document,
    added,
    listeners,
    setHidden: () => (doc.visibilityState = 'hidden'),
  };
}

beforeEach(() => vi.stubGlobal('window', {}));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('loadTagManager (analytic.gtmId)', () => {
  it('loads nothing without a container id, or with something that is none', () => {
    for (const id of [null, undefined, '', 'UA-1234', 'GTM-x"><script>', 'GTM-ABC']) {
      const { doc, added } = fakeDocument();
      expect(loadTagManager(id, doc)).toBe(false);
      expect(added).toEqual([]);
    }
    expect((window as Window).dataLayer).toBeUndefined();
  });

  it('loads the container once, from the tag manager’s origin, with the page’s nonce', () => {
    const { doc, added } = fakeDocument('abc123');
    expect(loadTagManager('GTM-AB12CD', doc)).toBe(true);
    expect(loadTagManager('GTM-AB12CD', doc)).toBe(true);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD',
      async: true,
      nonce: 'abc123',
    });
    expect((window as Window).dataLayer?.[0]).toMatchObject({ event: 'gtm.js' });
  });
});

describe('startDeviceRisk (is_seon_enabled, spec §9 3000 ms)', () => {
  it('loads the agent, waits out the delay from the page’s start, then sends its payload', async () => {
    vi.useFakeTimers();
    const { doc, added } = fakeDocument();
    const calls: [string, unknown][] = [];
    const api = (async (name: string, params: unknown) => {
      calls.push([name, params]);
      return { risk: 'low' };
    }) as unknown as ApiCaller;
    const win = {
      seon: { getSession: async () => 'aurora-0123456789abcdef' },
    } as unknown as Window;
    const done = startDeviceRisk({
      api,
      script: '/signals/fingerprint.js',
      delayMs: 3000,
      elapsedMs: 1200,
      session: 'session-1',
      automated: false,
      doc,
      win,
    });
    expect(added[0]?.src).toBe('/signals/fingerprint.js');
    added[0]?.onload?.();
    await vi.advanceTimersByTimeAsync(1799);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe('low');
    expect(calls).toEqual([
      ['signals.deviceRisk', { session: 'session-1', payload: 'aurora-0123456789abcdef', automated: '0' }],
    ]);
  });

  it('sends nothing when the agent does not load, and never throws', async () => {
    vi.useFakeTimers();
    const { doc, added } = fakeDocument();
    const api = vi.fn() as unknown as ApiCaller;
    const done = startDeviceRisk({
      api,
      script: 'https://vendor.example/agent.js',
      delayMs: 3000,
      elapsedMs: 5000,
      session: 'session-1',
      automated: true,
      doc,
      win: {} as Window,
    });
    added[0]?.onerror?.();
    await vi.advanceTimersByTimeAsync(10);
    expect(await done).toBeUndefined();
    expect(api).not.toHaveBeenCalled();
  });

  it('keeps one session id per tab session', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    } as unknown as Storage;
    const first = signalSession(storage, () => '6f1c2a7e-0000-4000-8000-000000000001');
    expect(first).toBe('6f1c2a7e-0000-4000-8000-000000000001');
    expect(signalSession(storage, () => 'another-one-0000')).toBe(first);
    expect(signalSession(undefined, () => 'no-storage-0000')).toBe('no-storage-0000');
  });
});

describe('webVitalsReporter (real-user monitoring)', () => {
  it('sends the latest value of each vital when the page is hidden, then only what is new', () => {
    const { doc, listeners, setHidden } = fakeDocument();
    const win = new EventTarget() as unknown as Window;
    const sent: [string, URLSearchParams][] = [];
    const reporter = webVitalsReporter({
      route: 'index',
      beacon: (url, body) => sent.push([url, body]) > 0,
      win,
      doc,
    });
    reporter.add({ name: 'LCP', value: 1800.4, rating: 'good' });
    reporter.add({ name: 'LCP', value: 2600.6, rating: 'needs-improvement' });
    reporter.add({ name: 'CLS', value: 0.123456, rating: 'needs-improvement' });
    listeners.get('visibilitychange')?.();
    expect(sent).toEqual([]);
    setHidden();
    listeners.get('visibilitychange')?.();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.[0]).toBe('/api/signals.webVitals');
    expect(sent[0]?.[1].get('route')).toBe('index');
    expect(JSON.parse(sent[0]?.[1].get('metrics') ?? '')).toEqual([
      { name: 'LCP', value: 2601, rating: 'needs-improvement' },
      { name: 'CLS', value: 0.1235, rating: 'needs-improvement' },
    ]);
    win.dispatchEvent(new Event('pagehide'));
    expect(sent).toHaveLength(1);
    reporter.add({ name: 'INP', value: 96, rating: 'good' });
    win.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sent[1]?.[1].get('metrics') ?? '')).toEqual([
      { name: 'INP', value: 96, rating: 'good' },
    ]);
    reporter.stop();
    expect(listeners.size).toBe(0);
  });

  it('groups a page in every locale under one route', () => {
    expect(reportRoute('game___lang')).toBe('game');
    expect(reportRoute('index')).toBe('index');
    expect(reportRoute('')).toBe('unknown');
  });
});

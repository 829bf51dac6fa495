import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import {
  FIRST_PAINT_WAIT_MS,
  PAGE_SCRIPTS_ID,
  startScriptsAfterFirstPaint,
} from './scripts-after-paint.server.ts';

const PAGE = [
  '<!DOCTYPE html><html><head><meta charset="utf-8"/>',
  '<link rel="preload" as="fetch" crossorigin="anonymous" href="/platform/i18n/en/abc.json"/>',
  '<link rel="modulepreload" href="/assets/entry.client-1.js" nonce="N1"/>',
  '<link rel="modulepreload" href="/assets/framework-2.js" nonce="N1"/>',
  '<link nonce="N1" rel="stylesheet" href="/assets/app-3.css"/></head>',
  '<body><main>Hello</main><script nonce="N1">window.__ctx = {};</script>',
  '<script nonce="N1" type="module" async="">import * as route0 from "/assets/root-4.js";\nimport("/assets/entry.client-1.js");</script>',
  '<script nonce="N1">window.__ctx.done = 1;</script></body></html>',
].join('');

/**
 * The loader's script, run in a VM with a document that records what it is given; with `paintTiming`
 * the browser reports paints to performance observers (`paint()`), else only animation frames run
 * (`frame()`).
 */
function runLoader(html: string, visibilityState: 'visible' | 'hidden', paintTiming = false) {
  const script = new RegExp(`<script nonce="N1" id="${PAGE_SCRIPTS_ID}">(.*?)</script>`).exec(html)?.[1];
  if (!script) throw new Error('no loader script');
  const appended: Record<string, string>[] = [];
  const frames: (() => void)[] = [];
  const observers: (() => void)[] = [];
  const element = (tag: string) => ({ tag }) as Record<string, string>;
  // The page's frames waiting for the first paint, as attribute maps.
  const waitingFrames = [...html.matchAll(/<iframe\b[^>]*>/g)]
    .filter(([tag]) => tag.includes(' data-after-first-paint=""'))
    .map(([tag]) => {
      const attributes = new Map(
        [...tag.matchAll(/ ([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value]),
      );
      return {
        attributes,
        getAttribute: (name: string) => attributes.get(name) ?? null,
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        removeAttribute: (name: string) => attributes.delete(name),
      };
    });
  const document = {
    visibilityState,
    querySelectorAll: (selector: string) => {
      expect(selector).toBe('iframe[data-after-first-paint][data-src]');
      return waitingFrames.filter((frame) => frame.attributes.has('data-src'));
    },
    currentScript: { nonce: 'N1' },
    createElement: element,
    head: { appendChild: (node: Record<string, string>) => appended.push({ ...node, in: 'head' }) },
    body: { appendChild: (node: Record<string, string>) => appended.push({ ...node, in: 'body' }) },
  };
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private readonly callback: () => void) {}
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.push(this.callback);
    }
  }
  runInNewContext(script, {
    document,
    window: paintTiming ? { PerformanceObserver: FakeObserver } : {},
    setTimeout,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
  });
  const frame = () => {
    for (const callback of frames.splice(0)) callback();
  };
  const paint = () => {
    for (const callback of observers) callback();
  };
  return { appended, frame, paint, waitingFrames };
}

describe('startScriptsAfterFirstPaint (decision 0063)', () => {
  const html = startScriptsAfterFirstPaint(Buffer.from(PAGE)).toString();

  it('leaves no script and no preload of a script or the messages in the document as sent', () => {
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module" async');
    expect(html).not.toContain('<link rel="preload" as="fetch"');
    expect(html).toContain('<link nonce="N1" rel="stylesheet" href="/assets/app-3.css"/>');
    // The scripts around it stay where they were, in order.
    expect(html.indexOf('window.__ctx = {}')).toBeLessThan(html.indexOf(PAGE_SCRIPTS_ID));
    expect(html.indexOf(PAGE_SCRIPTS_ID)).toBeLessThan(html.indexOf('window.__ctx.done'));
    expect(html).toMatch(/<\/script><\/body><\/html>$/);
  });

  it('starts them after the first frame has been painted: messages, module preloads, then the module', async () => {
    vi.useFakeTimers();
    try {
      const { appended, frame } = runLoader(html, 'visible');
      await vi.advanceTimersByTimeAsync(0);
      expect(appended).toEqual([]);
      frame();
      expect(appended).toEqual([]);
      await vi.advanceTimersByTimeAsync(0);
      expect(appended).toEqual([
        {
          tag: 'link',
          rel: 'preload',
          as: 'fetch',
          crossOrigin: 'anonymous',
          href: '/platform/i18n/en/abc.json',
          in: 'head',
        },
        { tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-1.js', nonce: 'N1', in: 'head' },
        { tag: 'link', rel: 'modulepreload', href: '/assets/framework-2.js', nonce: 'N1', in: 'head' },
        {
          tag: 'script',
          type: 'module',
          nonce: 'N1',
          textContent: 'import * as route0 from "/assets/root-4.js";\nimport("/assets/entry.client-1.js");',
          in: 'body',
        },
      ]);
      // Once only, though the fallback's time comes too.
      await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS);
      expect(appended).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts them when the browser reports the first paint, where it does, without a timer', () => {
    const { appended, frame, paint } = runLoader(html, 'visible', true);
    frame();
    expect(appended).toEqual([]);
    paint();
    expect(appended.map((node) => node.rel ?? node.type)).toEqual([
      'preload',
      'modulepreload',
      'modulepreload',
      'module',
    ]);
    // A later paint (the first contentful one after the first) starts nothing more.
    paint();
    expect(appended).toHaveLength(4);
  });

  it('does not wait for a frame longer than FIRST_PAINT_WAIT_MS, nor at all in a hidden tab', async () => {
    vi.useFakeTimers();
    try {
      const visible = runLoader(html, 'visible');
      await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
      expect(visible.appended).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(visible.appended).toHaveLength(4);
      expect(runLoader(html, 'hidden').appended).toHaveLength(4);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives a frame marked to wait for the first paint its src then, and leaves other frames alone', async () => {
    const game =
      '<iframe title="Game" src="/platform/game/gems/demo?a=1&amp;b=2" data-after-first-paint=""></iframe>';
    const other = '<iframe title="Video" src="/video"></iframe>';
    const out = startScriptsAfterFirstPaint(
      Buffer.from(PAGE.replace('<main>Hello</main>', game + other)),
    ).toString();
    expect(out).toContain(
      '<iframe title="Game" data-src="/platform/game/gems/demo?a=1&amp;b=2" data-after-first-paint="">',
    );
    expect(out).toContain(other);
    const { frame, paint, waitingFrames } = runLoader(out, 'visible', true);
    frame();
    expect(waitingFrames[0]?.attributes.has('src')).toBe(false);
    paint();
    // What React rendered, once more: hydration then finds the attributes it expects.
    expect(Object.fromEntries(waitingFrames[0]?.attributes ?? [])).toEqual({
      title: 'Game',
      src: '/platform/game/gems/demo?a=1&amp;b=2',
      'data-after-first-paint': '',
    });
  });

  it('writes markup characters of the module code as escapes inside its new script', () => {
    const page = PAGE.replace('import("/assets/entry.client-1.js");', 'const s = "<!-- <script";');
    const out = startScriptsAfterFirstPaint(Buffer.from(page)).toString();
    expect(out).not.toContain('<!-- <script');
    expect(out).toContain('\\u003c!-- \\u003cscript');
  });

  it('leaves a document without the router module script as it is', () => {
    const page = Buffer.from('<html><head></head><body><p>Not found</p></body></html>');
    expect(startScriptsAfterFirstPaint(page)).toBe(page);
  });
});

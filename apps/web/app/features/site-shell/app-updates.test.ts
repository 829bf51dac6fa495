import { describe, expect, it, vi } from 'vitest';
import {
  type AppUpdateEnvironment,
  BUILD_CHECK_INTERVAL_MS,
  followInstallPrompt,
  startAppUpdates,
  type WorkerState,
} from './app-updates.ts';

/** A worker the test moves through its states. */
class FakeWorker extends EventTarget {
  state = 'installing';
  posted: unknown[] = [];
  postMessage(message: unknown) {
    this.posted.push(message);
  }
  moveTo(state: string) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  newWorker() {
    this.installing = new FakeWorker();
    this.dispatchEvent(new Event('updatefound'));
    return this.installing;
  }
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration = new FakeRegistration();
  register = vi.fn(async () => this.registration);
  takeOver() {
    this.controller = new FakeWorker();
    this.dispatchEvent(new Event('controllerchange'));
  }
}

function setup(
  options: { container?: FakeContainer; builds?: Record<string, unknown>; buildId?: string } = {},
) {
  const container = options.container;
  const builds = options.builds ?? { '/builds/meta/b1.json': { id: 'b1', timestamp: 100 } };
  const timers: (() => void)[] = [];
  const visible: (() => void)[] = [];
  const env: AppUpdateEnvironment = {
    serviceWorker: container as unknown as ServiceWorkerContainer | undefined,
    fetchJson: vi.fn(async (url: string) => {
      if (!(url in builds)) throw new Error('404');
      return builds[url];
    }),
    buildId: options.buildId ?? 'b1',
    reload: vi.fn(),
    reloadOnce: vi.fn(),
    onVisible: (listener) => {
      visible.push(listener);
      return () => undefined;
    },
    every: (ms, run) => {
      expect(ms).toBe(BUILD_CHECK_INTERVAL_MS);
      timers.push(run);
      return () => undefined;
    },
  };
  const states: WorkerState[] = [];
  const offers: (() => void)[] = [];
  const stop = startAppUpdates(env, {
    state: (state) => states.push(state),
    needsRefresh: (apply) => offers.push(apply),
  });
  const tick = async () => {
    for (const run of timers) run();
    await flush();
  };
  return { env, states, offers, stop, tick, visible };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startAppUpdates: the service worker', () => {
  it('registers /sw.js at scope / and reports a first install as offline-ready, then activated', async () => {
    const container = new FakeContainer();
    const { states } = setup({ container });
    await flush();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const worker = container.registration.newWorker();
    worker.moveTo('installed');
    worker.moveTo('activated');
    container.takeOver();
    expect(states).toEqual(['registered', 'offlineReady', 'activated']);
  });

  it('does not reload when the first worker claims the page', async () => {
    const container = new FakeContainer();
    const { env } = setup({ container });
    await flush();
    container.takeOver();
    expect(env.reloadOnce).not.toHaveBeenCalled();
  });

  it('offers a new worker that waits while the page runs, and sends it SKIP_WAITING when the player agrees', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    const { states, offers } = setup({ container });
    await flush();
    const worker = container.registration.newWorker();
    worker.moveTo('installed');
    expect(states).toEqual(['registered', 'needsRefresh']);
    expect(offers).toHaveLength(1);
    offers[0]!();
    expect(worker.posted).toEqual([{ type: 'SKIP_WAITING' }]);
  });

  it('offers a worker already waiting when the page loads', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    container.registration.waiting = new FakeWorker();
    const { offers } = setup({ container });
    await flush();
    expect(offers).toHaveLength(1);
  });

  it('reloads (once, guarded) when a new worker takes over, from this tab or another', async () => {
    const container = new FakeContainer();
    container.controller = new FakeWorker();
    const { env } = setup({ container });
    await flush();
    container.takeOver();
    expect(env.reloadOnce).toHaveBeenCalledOnce();
  });
});

describe('startAppUpdates: the build check', () => {
  const own = { id: 'b1', timestamp: 100 };

  it('asks the worker to update when a newer build is out', async () => {
    const container = new FakeContainer();
    const builds: Record<string, unknown> = { '/builds/meta/b1.json': own, '/builds/latest.json': own };
    const { tick } = setup({ container, builds });
    await flush();
    await tick();
    expect(container.registration.update).not.toHaveBeenCalled();
    builds['/builds/latest.json'] = { id: 'b2', timestamp: 200 };
    await tick();
    expect(container.registration.update).toHaveBeenCalledOnce();
  });

  it('ignores an older build answering during a rolling restart', async () => {
    const builds = { '/builds/meta/b1.json': own, '/builds/latest.json': { id: 'b0', timestamp: 50 } };
    const { offers, tick } = setup({ builds });
    await tick();
    expect(offers).toHaveLength(0);
  });

  it('without a service worker offers a reload for a newer build, once, also on becoming visible', async () => {
    const builds = { '/builds/meta/b1.json': own, '/builds/latest.json': { id: 'b2', timestamp: 200 } };
    const { env, offers, tick, visible } = setup({ builds });
    for (const listener of visible) listener();
    await flush();
    await tick();
    expect(offers).toHaveLength(1);
    offers[0]!();
    expect(env.reload).toHaveBeenCalledOnce();
  });

  it('logs a build manifest that cannot be loaded and still notices a new build', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const builds = { '/builds/latest.json': { id: 'b2', timestamp: 200 } };
    const { offers, tick } = setup({ builds });
    await tick();
    expect(warn).toHaveBeenCalledWith('the build manifest could not be loaded', expect.any(Error));
    expect(offers).toHaveLength(1);
    warn.mockRestore();
  });

  it('stays quiet when the check itself fails (offline)', async () => {
    const { offers, tick } = setup({ builds: { '/builds/meta/b1.json': own } });
    await tick();
    expect(offers).toHaveLength(0);
  });
});

describe('followInstallPrompt', () => {
  function promptEvent(outcome: 'accepted' | 'dismissed') {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = vi.fn(async () => undefined);
    event.userChoice = Promise.resolve({ outcome });
    return event;
  }

  it('holds the browser banner back and offers the install; a refusal is remembered', async () => {
    const target = new EventTarget() as unknown as Window;
    let declined = false;
    const offers: (() => Promise<boolean>)[] = [];
    followInstallPrompt(target, { get: () => declined, set: () => (declined = true) }, (install) =>
      offers.push(install),
    );
    const event = promptEvent('dismissed');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(offers).toHaveLength(1);
    await expect(offers[0]!()).resolves.toBe(false);
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(declined).toBe(true);
  });

  it('offers nothing after a refusal', () => {
    const target = new EventTarget() as unknown as Window;
    const offer = vi.fn();
    followInstallPrompt(target, { get: () => true, set: () => undefined }, offer);
    const event = promptEvent('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(offer).not.toHaveBeenCalled();
  });
});

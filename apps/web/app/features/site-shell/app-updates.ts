/** The service worker's life as the page sees it (spec §4 "Install and update"). */
export type WorkerState = 'registered' | 'activated' | 'offlineReady' | 'needsRefresh';

/** How often an open page asks whether a newer build is out (spec §4 "Build check"). */
export const BUILD_CHECK_INTERVAL_MS = 10 * 60 * 1000;

interface BuildMeta {
  id: string;
  timestamp: number;
}

/** The parts of the browser this uses, so tests can stand in for them. */
export interface AppUpdateEnvironment {
  serviceWorker: ServiceWorkerContainer | undefined;
  fetchJson(url: string): Promise<unknown>;
  /** This page's build: React Router's manifest version. */
  buildId: string | undefined;
  /** The player asked for it. */
  reload(): void;
  /** The page does it by itself: at most once within the guard. */
  reloadOnce(): void;
  onVisible(listener: () => void): () => void;
  every(ms: number, run: () => void): () => void;
}

export interface AppUpdateEvents {
  state(state: WorkerState): void;
  /** A newer build is ready: `apply` switches to it (the player chose to). */
  needsRefresh(apply: () => void): void;
}

function isBuildMeta(value: unknown): value is BuildMeta {
  const meta = value as BuildMeta | null;
  return typeof meta?.id === 'string' && typeof meta.timestamp === 'number';
}

/**
 * Registers the service worker (scope `/`) and follows it: a first install makes the site work offline; a
 * new worker waiting while this page runs means a new build, offered to the player; a new worker taking
 * over (this page's choice or another tab's) reloads the page, once within the guard. Meanwhile the build
 * manifest is polled, so a new build is noticed (and the worker asked to update) without a navigation.
 * Returns a stop function.
 */
export function startAppUpdates(env: AppUpdateEnvironment, events: AppUpdateEvents): () => void {
  const stops: (() => void)[] = [];
  const container = env.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  let offered = false;
  const offer = (apply: () => void) => {
    if (offered) return;
    offered = true;
    events.state('needsRefresh');
    events.needsRefresh(apply);
  };
  const offerWorker = (worker: ServiceWorker) => offer(() => worker.postMessage({ type: 'SKIP_WAITING' }));

  if (container) {
    let controlled = container.controller !== null;
    const onControllerChange = () => {
      // The first worker claiming a page that had none changes nothing the page runs.
      if (controlled) env.reloadOnce();
      controlled = true;
    };
    container.addEventListener('controllerchange', onControllerChange);
    stops.push(() => container.removeEventListener('controllerchange', onControllerChange));
    const follow = (worker: ServiceWorker) => {
      worker.addEventListener('statechange', () => {
        if (worker.state === 'installed') {
          if (container.controller) offerWorker(worker);
          else events.state('offlineReady');
        } else if (worker.state === 'activated') {
          events.state('activated');
        }
      });
    };
    container.register('/sw.js', { scope: '/' }).then(
      (registered: ServiceWorkerRegistration | undefined) => {
        // A browser whose workers are switched off (or a test harness) may answer with none.
        if (!registered) return;
        registration = registered;
        events.state('registered');
        if (registered.waiting && container.controller) offerWorker(registered.waiting);
        else if (registered.active && !registered.installing) events.state('activated');
        if (registered.installing) follow(registered.installing);
        registered.addEventListener('updatefound', () => {
          if (registered.installing) follow(registered.installing);
        });
      },
      (error: unknown) => console.warn('the service worker could not be registered', error),
    );
  }

  // Spec §8: a build manifest that cannot be loaded is logged, and the page goes on without it.
  let own: BuildMeta | undefined;
  const ownMeta = env.buildId
    ? env.fetchJson(`/builds/meta/${encodeURIComponent(env.buildId)}.json`).then(
        (meta) => {
          if (isBuildMeta(meta)) own = meta;
        },
        (error: unknown) => console.warn('the build manifest could not be loaded', error),
      )
    : Promise.resolve();
  const check = async () => {
    if (offered || !env.buildId) return;
    await ownMeta;
    let latest: unknown;
    try {
      latest = await env.fetchJson('/builds/latest.json');
    } catch {
      return; // Offline, or a restart under way: the next check will tell.
    }
    // During a rolling restart a process of the older build may answer: only a newer build counts.
    if (!isBuildMeta(latest) || latest.id === env.buildId || latest.timestamp <= (own?.timestamp ?? 0))
      return;
    if (registration) {
      registration.update().catch(() => offer(env.reload));
    } else {
      offer(env.reload);
    }
  };
  stops.push(env.every(BUILD_CHECK_INTERVAL_MS, () => void check()));
  stops.push(env.onVisible(() => void check()));
  return () => {
    for (const stop of stops) stop();
  };
}

/** Chromium's install prompt event (not in TypeScript's DOM types). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/**
 * The install prompt (spec §4): the browser's own banner is held back and the site offers the install
 * once per visit, never again after the player declined. `offer` gets the install to run on the
 * player's choice; it resolves to whether the player accepted.
 */
export function followInstallPrompt(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'>,
  declined: { get(): boolean; set(): void },
  offer: (install: () => Promise<boolean>) => void,
): () => void {
  const onPrompt = (event: Event) => {
    event.preventDefault();
    if (declined.get()) return;
    const prompt = event as InstallPromptEvent;
    offer(async () => {
      await prompt.prompt();
      const { outcome } = await prompt.userChoice;
      if (outcome === 'dismissed') declined.set();
      return outcome === 'accepted';
    });
    target.removeEventListener('beforeinstallprompt', onPrompt);
  };
  target.addEventListener('beforeinstallprompt', onPrompt);
  return () => target.removeEventListener('beforeinstallprompt', onPrompt);
}

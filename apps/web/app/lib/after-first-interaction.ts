const INTERACTIONS = ['scroll', 'click', 'mousemove', 'keydown', 'touchstart', 'focus'] as const;

/**
 * Runs `start` once after the first user interaction (scroll, click, mousemove, keydown, touchstart or
 * focus), at idle time or after `fallbackMs` at the latest: how the chat starts (spec §4 and §9), and how
 * code a page can do without at first paint (the home page's live wins) is loaded. Answers a stop function.
 */
export function afterFirstInteraction(
  start: () => void,
  fallbackMs: number,
  target: Window = window,
): () => void {
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    if (idle !== undefined) target.cancelIdleCallback?.(idle);
    clearTimeout(timer);
    start();
  };
  const onInteraction = () => {
    remove();
    if (typeof target.requestIdleCallback === 'function') {
      idle = target.requestIdleCallback(run, { timeout: fallbackMs });
    }
    timer = setTimeout(run, fallbackMs);
  };
  const remove = () => {
    for (const type of INTERACTIONS) target.removeEventListener(type, onInteraction, { capture: true });
  };
  for (const type of INTERACTIONS) {
    target.addEventListener(type, onInteraction, { capture: true, once: true, passive: true });
  }
  return () => {
    done = true;
    remove();
    if (idle !== undefined) target.cancelIdleCallback?.(idle);
    clearTimeout(timer);
  };
}

let interacted: Promise<void> | undefined;

/** After the first interaction, what waits for it starts at idle time or this long after at the latest. */
export const FIRST_INTERACTION_FALLBACK_MS = 2_000;

/**
 * Settles after the page's first interaction as above, for code a page can be shown without: at once on
 * the server (which renders it into the page). In the browser every caller shares one wait, begun by the
 * first (the root's deferred effects, as the page hydrates), so a page reached later by client navigation
 * finds it settled by the click that led there. Not the page's hydrated mark: a part hydrated in a later
 * pass (a Suspense boundary) came after the mark on a first load too, and then loaded at once.
 */
export function firstInteraction(): Promise<void> {
  if (typeof window === 'undefined') return Promise.resolve();
  interacted ??= new Promise((resolve) => {
    afterFirstInteraction(resolve, FIRST_INTERACTION_FALLBACK_MS);
  });
  return interacted;
}

const INTERACTIONS = ['scroll', 'click', 'mousemove', 'keydown', 'touchstart', 'focus'] as const;

/**
 * Spec §4 and §9: the chat starts after the first user interaction (scroll, click, mousemove, keydown,
 * touchstart or focus, once), at idle time or after `fallbackMs` at the latest. Answers a stop function.
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

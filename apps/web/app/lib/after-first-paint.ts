/** The longest a page waits for its first frame before going on (a frame can be held back indefinitely). */
export const FIRST_PAINT_WAIT_MS = 200;

/**
 * Resolves once the browser has painted the page as the server sent it: the callback of the next
 * animation frame runs just before that frame's paint, and a task queued from it runs after the paint.
 * Hydration waits for this, so the server's HTML is on screen before the long task of the first render
 * rather than after it. A hidden tab paints no frames, so it goes on at once; a frame that never comes
 * (render-blocking styles that stall) is waited for at most `FIRST_PAINT_WAIT_MS`.
 */
export function afterFirstPaint(
  view: Pick<Window, 'requestAnimationFrame' | 'setTimeout' | 'document'> = window,
) {
  return new Promise<void>((resolve) => {
    if (view.document.visibilityState !== 'visible') {
      resolve();
      return;
    }
    view.setTimeout(resolve, FIRST_PAINT_WAIT_MS);
    view.requestAnimationFrame(() => view.setTimeout(resolve, 0));
  });
}

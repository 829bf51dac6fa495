import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './after-first-paint.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A window whose animation frames run only when `frame()` is called. */
function fakeView(visibilityState: DocumentVisibilityState) {
  const frames: FrameRequestCallback[] = [];
  return {
    view: {
      document: { visibilityState } as Document,
      setTimeout: ((handler: () => void, ms?: number) => setTimeout(handler, ms)) as typeof window.setTimeout,
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
    },
    frame: () => {
      for (const callback of frames.splice(0)) callback(0);
    },
  };
}

async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await vi.advanceTimersByTimeAsync(0);
  return done;
}

describe('afterFirstPaint', () => {
  it('waits for the next frame and then for the task after its paint', async () => {
    const { view, frame } = fakeView('visible');
    const painted = afterFirstPaint(view);
    expect(await settled(painted)).toBe(false);
    frame();
    expect(await settled(painted)).toBe(true);
  });

  it('goes on after FIRST_PAINT_WAIT_MS when no frame comes', async () => {
    const { view } = fakeView('visible');
    const painted = afterFirstPaint(view);
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 1);
    expect(await settled(painted)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait in a hidden tab, which paints no frames', async () => {
    const { view } = fakeView('hidden');
    expect(await settled(afterFirstPaint(view))).toBe(true);
  });
});

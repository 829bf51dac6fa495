import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstInteraction } from './after-first-interaction.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function fakeWindow() {
  return new EventTarget() as unknown as Window;
}

describe('afterFirstInteraction (spec §4, §9 chat activation)', () => {
  it('waits for the first interaction, then starts within the 1 s fallback, once', () => {
    const target = fakeWindow();
    const start = vi.fn();
    afterFirstInteraction(start, 1000, target);
    vi.advanceTimersByTime(5000);
    expect(start).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('mousemove'));
    target.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(999);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('click'));
    vi.advanceTimersByTime(2000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts nothing once stopped', () => {
    const target = fakeWindow();
    const start = vi.fn();
    const stop = afterFirstInteraction(start, 1000, target);
    target.dispatchEvent(new Event('keydown'));
    stop();
    vi.advanceTimersByTime(2000);
    expect(start).not.toHaveBeenCalled();
  });
});

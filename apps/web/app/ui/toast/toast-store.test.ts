import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore } from './toast-store.ts';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('dismisses a toast after the default 5000 ms', () => {
    const store = createToastStore();
    store.show({ kind: 'register', title: 'Welcome' });
    vi.advanceTimersByTime(4999);
    expect(store.snapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.snapshot()).toHaveLength(0);
  });

  it('honours a per-toast duration and manual dismissal', () => {
    const store = createToastStore(5000);
    const a = store.show({ kind: 'level', title: 'Level up', duration: 1000 });
    store.show({ kind: 'quest', title: 'Quest done' });
    vi.advanceTimersByTime(1000);
    expect(store.snapshot().map((toast) => toast.title)).toEqual(['Quest done']);
    store.dismiss(a);
    store.dismiss(store.snapshot()[0]!.id);
    expect(store.snapshot()).toEqual([]);
  });
});

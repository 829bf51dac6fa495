import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, type Toast } from './toast-store.ts';

const title = (toast: Toast | undefined) => (toast && 'data' in toast ? toast.data.title : undefined);

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('dismisses a toast after the default 5000 ms', () => {
    const store = createToastStore();
    store.show({ kind: 'register', data: { title: 'Welcome' } });
    vi.advanceTimersByTime(4999);
    expect(store.snapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.snapshot()).toHaveLength(0);
  });

  it('honours a per-toast duration and manual dismissal', () => {
    const store = createToastStore(5000);
    const a = store.show({ kind: 'level', data: { title: 'Level up' }, duration: 1000 });
    store.show({ kind: 'quest', data: { title: 'Quest done' } });
    vi.advanceTimersByTime(1000);
    expect(store.snapshot().map(title)).toEqual(['Quest done']);
    store.dismiss(a);
    store.dismiss(store.snapshot()[0]!.id);
    expect(store.snapshot()).toEqual([]);
  });

  it('keeps a kind toast’s icon size and data (spec §3 Toast)', () => {
    const store = createToastStore();
    const data = { title: 'Purchase complete', action: { label: 'My bonuses', href: '/profile/bonuses' } };
    const id = store.show({ kind: 'product', iconSize: 28, data });
    expect(store.snapshot()).toEqual([{ id, kind: 'product', iconSize: 28, data, duration: 5000 }]);
  });

  it('shows a component toast and calls its onOpened with its id once it is in the list', () => {
    const store = createToastStore();
    const component = () => null;
    const opened = vi.fn((id: number) => expect(store.snapshot().map((toast) => toast.id)).toContain(id));
    const id = store.show({ component, props: { name: 'x' }, onOpened: opened });
    expect(opened).toHaveBeenCalledExactlyOnceWith(id);
    expect(store.snapshot()[0]).toMatchObject({ id, component, props: { name: 'x' }, duration: 5000 });
    vi.advanceTimersByTime(5000);
    expect(store.snapshot()).toEqual([]);
    expect(opened).toHaveBeenCalledOnce();
  });
});

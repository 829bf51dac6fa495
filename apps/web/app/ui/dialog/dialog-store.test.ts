import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createDialogStore } from './dialog-store.ts';

describe('dialog store', () => {
  it('queues dialogs and shows the next one when the current closes', () => {
    const store = createDialogStore();
    store.open({ name: 'AuthPopup' });
    store.open({ name: 'DemoModePopup', type: 'confirm' });
    expect(store.snapshot().map((entry) => entry.name)).toEqual(['AuthPopup', 'DemoModePopup']);
    store.close();
    expect(store.snapshot()[0]).toMatchObject({ name: 'DemoModePopup', type: 'confirm' });
  });

  it('puts a priority dialog in front', () => {
    const store = createDialogStore();
    store.open({ name: 'A' });
    store.open({ name: 'B', priority: true });
    expect(store.snapshot()[0]?.name).toBe('B');
  });

  it('keeps a preventClose dialog open unless closed immediately', () => {
    const store = createDialogStore();
    const onClose = vi.fn();
    const id = store.open({ name: 'AuthPopup', preventClose: true, onClose });
    expect(store.close(id)).toBe(false);
    expect(store.snapshot()).toHaveLength(1);
    expect(store.close(id, { immediate: true })).toBe(true);
    expect(store.snapshot()).toHaveLength(0);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('notifies subscribers and stops after unsubscribe', () => {
    const store = createDialogStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.open({ name: 'A' });
    unsubscribe();
    store.open({ name: 'B' });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('never loses or duplicates a dialog, whatever the order of opens and closes', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.constant('open'), fc.constant('close'), fc.constant('force'))),
        (ops) => {
          const store = createDialogStore();
          let expected = 0;
          for (const op of ops) {
            if (op === 'open') {
              store.open({ name: 'X', preventClose: expected % 2 === 1 });
              expected++;
            } else if (store.close(undefined, { immediate: op === 'force' })) {
              expected--;
            }
          }
          const ids = store.snapshot().map((entry) => entry.id);
          expect(ids).toHaveLength(expected);
          expect(new Set(ids).size).toBe(ids.length);
        },
      ),
    );
  });
});

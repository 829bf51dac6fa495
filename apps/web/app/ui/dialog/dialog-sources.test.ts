import { describe, expect, it, vi } from 'vitest';
import { type DialogSource, queueSourcedDialogs, type SourcedDialog } from './dialog-sources.ts';
import { createDialogStore } from './dialog-store.ts';

/** A source answering `dialogs` after `ms`, recording when it was asked. */
function delayed(ms: number, dialogs: SourcedDialog[], asked: string[], label: string): DialogSource<null> {
  return async () => {
    asked.push(label);
    await new Promise((resolve) => setTimeout(resolve, ms));
    return dialogs;
  };
}

describe('queueSourcedDialogs', () => {
  it("opens the dialogs in the sources' order, whichever answers first, and asks all at once", async () => {
    const store = createDialogStore();
    const asked: string[] = [];
    const opened = await queueSourcedDialogs(
      [
        delayed(30, [{ name: 'ConfirmEmail', props: { email: 'a@example.com' } }], asked, 'email'),
        delayed(0, [{ name: 'UnseenCashbackPopup' }], asked, 'cashback'),
        delayed(
          10,
          [{ name: 'CampaignPopup' }, { name: 'CampaignPopup', props: { id: 2 } }],
          asked,
          'campaigns',
        ),
      ],
      null,
      (dialog) => store.open(dialog),
      () => undefined,
    );
    expect(asked).toEqual(['email', 'cashback', 'campaigns']);
    expect(opened).toBe(4);
    expect(store.snapshot().map((entry) => [entry.name, entry.props])).toEqual([
      ['ConfirmEmail', { email: 'a@example.com' }],
      ['UnseenCashbackPopup', {}],
      ['CampaignPopup', {}],
      ['CampaignPopup', { id: 2 }],
    ]);
  });

  it('queues behind a dialog already showing', async () => {
    const store = createDialogStore();
    store.open({ name: 'DemoModePopup' });
    await queueSourcedDialogs([async () => [{ name: 'ConfirmEmail' }]], null, store.open, () => undefined);
    expect(store.snapshot().map((entry) => entry.name)).toEqual(['DemoModePopup', 'ConfirmEmail']);
  });

  it('skips a source that is not there or has nothing to show', async () => {
    const open = vi.fn();
    const opened = await queueSourcedDialogs(
      [undefined, async () => [], async () => [{ name: 'CampaignPopup' }]],
      null,
      open,
      () => undefined,
    );
    expect(opened).toBe(1);
    expect(open).toHaveBeenCalledExactlyOnceWith({ name: 'CampaignPopup' });
  });

  it('reports a failing source and still opens what the others report', async () => {
    const open = vi.fn();
    const onError = vi.fn();
    const failure = new Error('cashbacks.get failed');
    await queueSourcedDialogs(
      [
        async () => [{ name: 'ConfirmEmail' }],
        async () => Promise.reject(failure),
        async () => [{ name: 'CampaignPopup' }],
      ],
      null,
      open,
      onError,
    );
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure, 1);
    expect(open.mock.calls.map(([dialog]) => dialog.name)).toEqual(['ConfirmEmail', 'CampaignPopup']);
  });

  it('hands every source the same context', async () => {
    const seen: unknown[] = [];
    const context = { api: 'caller' };
    const source: DialogSource<typeof context> = async (given) => {
      seen.push(given);
      return [];
    };
    await queueSourcedDialogs([source, source], context, vi.fn(), vi.fn());
    expect(seen).toEqual([context, context]);
    expect(seen[0]).toBe(context);
  });
});

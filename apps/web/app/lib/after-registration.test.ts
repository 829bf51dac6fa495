import type { ApiCaller } from '@casino/shared/api/api-caller';
import { describe, expect, it, vi } from 'vitest';
import type { SourcedDialog } from '../ui/dialog/dialog-sources.ts';
import { AFTER_REGISTRATION_ORDER, finishRegistration } from './after-registration.ts';

const context = { api: vi.fn() as unknown as ApiCaller };

describe('finishRegistration', () => {
  it('keeps the order of spec §4: email confirm, unseen cashback, campaigns', () => {
    expect(AFTER_REGISTRATION_ORDER).toEqual(['emailConfirm', 'unseenCashback', 'campaigns']);
  });

  it('queues by slot, whatever order the sources were registered and answer in', async () => {
    const opened: string[] = [];
    const count = await finishRegistration({
      sources: {
        campaigns: async () => [{ name: 'CampaignPopup' }],
        unseenCashback: async () => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          return [{ name: 'UnseenCashbackPopup' }];
        },
        emailConfirm: async () => {
          await new Promise((resolve) => setTimeout(resolve, 15));
          return [{ name: 'ConfirmEmail', props: { email: 'new@example.com' } }];
        },
      },
      context,
      open: (dialog: SourcedDialog) => opened.push(dialog.name),
      go: vi.fn(),
      target: '/cashier/deposit',
      onError: vi.fn(),
    });
    expect(count).toBe(3);
    expect(opened).toEqual(['ConfirmEmail', 'UnseenCashbackPopup', 'CampaignPopup']);
  });

  it('leaves the email-confirm popup out when cms-config auth.confirmEmailPopup is false', async () => {
    const run = async (confirmEmailPopup: boolean | undefined) => {
      const opened: string[] = [];
      await finishRegistration({
        sources: {
          emailConfirm: async () => [{ name: 'ConfirmEmail', props: { email: 'new@example.com' } }],
          campaigns: async () => [{ name: 'CampaignPopup' }],
        },
        context,
        open: (dialog: SourcedDialog) => opened.push(dialog.name),
        go: vi.fn(),
        target: '/cashier/deposit',
        onError: vi.fn(),
        confirmEmailPopup,
      });
      return opened;
    };
    expect(await run(false)).toEqual(['CampaignPopup']);
    expect(await run(true)).toEqual(['ConfirmEmail', 'CampaignPopup']);
    expect(await run(undefined)).toEqual(['ConfirmEmail', 'CampaignPopup']);
  });

  it('goes to the target at once, without waiting for the sources', async () => {
    const events: string[] = [];
    let answer: (dialogs: SourcedDialog[]) => void = () => undefined;
    const queued = finishRegistration({
      sources: { emailConfirm: () => new Promise((resolve) => (answer = resolve)) },
      context,
      open: (dialog) => events.push(`open ${dialog.name}`),
      go: (target) => events.push(`go ${target}`),
      target: '/de/cashier/deposit',
      onError: vi.fn(),
    });
    expect(events).toEqual(['go /de/cashier/deposit']);
    answer([{ name: 'ConfirmEmail' }]);
    await queued;
    expect(events).toEqual(['go /de/cashier/deposit', 'open ConfirmEmail']);
  });

  it('with only the email source registered, queues just its dialog', async () => {
    const open = vi.fn();
    await finishRegistration({
      sources: { emailConfirm: async () => [{ name: 'ConfirmEmail' }] },
      context,
      open,
      go: vi.fn(),
      target: '/cashier/deposit',
      onError: vi.fn(),
    });
    expect(open).toHaveBeenCalledExactlyOnceWith({ name: 'ConfirmEmail' });
  });

  it('names the slot of a failing source and still goes on', async () => {
    const onError = vi.fn();
    const go = vi.fn();
    const open = vi.fn();
    const failure = new Error('offline');
    await finishRegistration({
      sources: {
        emailConfirm: async () => [],
        unseenCashback: async () => Promise.reject(failure),
        campaigns: async () => [{ name: 'CampaignPopup' }],
      },
      context,
      open,
      go,
      target: '/cashier/deposit',
      onError,
    });
    expect(onError).toHaveBeenCalledExactlyOnceWith(failure, 'unseenCashback');
    expect(go).toHaveBeenCalledExactlyOnceWith('/cashier/deposit');
    expect(open).toHaveBeenCalledExactlyOnceWith({ name: 'CampaignPopup' });
  });
});

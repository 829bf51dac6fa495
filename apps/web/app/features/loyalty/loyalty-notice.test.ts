import { readLoyaltyConfig } from '@casino/shared/content/loyalty-config';
import type { LoyaltyNotice } from '@casino/shared/contract/loyalty.contract';
import { describe, expect, it, vi } from 'vitest';
import { noticeToast, playNoticeSound } from './loyalty-notice.ts';
import { LoyaltyNoticeToast } from './loyalty-notice-toast.tsx';

const t = (key: string, values?: Record<string, string | number>) =>
  values ? `${key} ${JSON.stringify(values)}` : key;

const level: LoyaltyNotice = {
  id: 1,
  trigger: 'level',
  amount: 2,
  type: 'other',
  image: null,
  title: 'Silver',
  message: 'Aurora Club',
  amountType: 'level',
  created_at: '2026-11-26T12:00:00.000Z',
};

describe('noticeToast', () => {
  it('a level notice is a level toast naming the level, with its picture, for the content duration', () => {
    const opened = vi.fn();
    expect(
      noticeToast(
        { ...level, image: '/images/levels/silver.png' },
        t,
        readLoyaltyConfig({ notificationDuration: 8 }),
        opened,
      ),
    ).toEqual({
      kind: 'level',
      component: LoyaltyNoticeToast,
      props: {
        title: 'toasts.level.title',
        text: 'toasts.level.text {"level":"Silver"}',
        image: '/images/levels/silver.png',
      },
      duration: 8000,
      onOpened: opened,
    });
  });

  it('shows 5 s when the content service sets no duration (spec §9)', () => {
    expect(noticeToast(level, t, readLoyaltyConfig({})).duration).toBe(5000);
  });

  it('a quest notice is a quest toast naming the quest, without a sound of its own unless given one', () => {
    const quest = {
      ...level,
      trigger: 'quest' as const,
      title: 'Spin 50',
      amount: 100,
      type: 'credit' as const,
    };
    const toast = noticeToast(quest, t, readLoyaltyConfig({}));
    expect(toast).toMatchObject({
      kind: 'quest',
      props: { text: 'toasts.quest.text {"name":"Spin 50"}', image: null },
    });
    expect(toast).not.toHaveProperty('onOpened');
  });
});

describe('playNoticeSound', () => {
  it('plays the configured sound at volume 0.5 and swallows a refusal to play', async () => {
    const audio = { volume: 1, play: vi.fn(() => Promise.reject(new Error('NotAllowedError'))) };
    const create = vi.fn(() => audio as unknown as HTMLAudioElement);
    playNoticeSound('/sounds/loyalty.wav', create);
    expect(create).toHaveBeenCalledWith('/sounds/loyalty.wav');
    expect(audio.volume).toBe(0.5);
    expect(audio.play).toHaveBeenCalledOnce();
    await Promise.resolve();
  });

  it('plays nothing without a sound', () => {
    const create = vi.fn();
    playNoticeSound(null, create);
    expect(create).not.toHaveBeenCalled();
  });
});

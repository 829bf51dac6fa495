import { LOYALTY_NOTICE_VOLUME, type LoyaltyConfig } from '@casino/shared/content/loyalty-config';
import type { LoyaltyNotice } from '@casino/shared/contract/loyalty.contract';
import type { Translate } from '../../lib/i18n.ts';
import type { ToastRequest } from '../../ui/toast/toast-store.ts';

/**
 * The toast a loyalty notice shows as (spec §2.3 kinds level and quest), for the content service's
 * notice duration (spec §9: 5 s unless it says otherwise).
 */
export function noticeToast(notice: LoyaltyNotice, t: Translate, config: LoyaltyConfig): ToastRequest {
  const duration = config.notificationDuration * 1000;
  if (notice.trigger === 'level') {
    return {
      kind: 'level',
      title: t('toasts.level.title'),
      text: t('toasts.level.text', { level: notice.title || String(notice.amount) }),
      duration,
    };
  }
  return {
    kind: 'quest',
    title: t('toasts.quest.title'),
    text: t('toasts.quest.text', { name: notice.title }),
    duration,
  };
}

/** Plays the notice sound at the spec's volume; a browser that refuses to play stays silent. */
export function playNoticeSound(src: string | null, createAudio = (url: string) => new Audio(url)): void {
  if (!src) return;
  const audio = createAudio(src);
  audio.volume = LOYALTY_NOTICE_VOLUME;
  audio.play().catch(() => undefined);
}

import { LOYALTY_NOTICE_VOLUME, type LoyaltyConfig } from '@casino/shared/content/loyalty-config';
import type { LoyaltyNotice } from '@casino/shared/contract/loyalty.contract';
import type { Translate } from '../../lib/i18n.ts';
import type { ToastRequest } from '../../ui/toast/toast-store.ts';
import { LoyaltyNoticeToast, type NoticeToastProps } from './loyalty-notice-toast.tsx';

/**
 * The toast a loyalty notice shows as (spec §2.3 kinds level and quest, drawn with the notice's
 * picture), for the content service's notice duration (spec §9: 5 s unless it says otherwise).
 * `onOpened` runs when it shows (the notice sound).
 */
export function noticeToast(
  notice: LoyaltyNotice,
  t: Translate,
  config: LoyaltyConfig,
  onOpened?: () => void,
): ToastRequest {
  const level = notice.trigger === 'level';
  const props: NoticeToastProps = level
    ? {
        title: t('toasts.level.title'),
        text: t('toasts.level.text', { level: notice.title || String(notice.amount) }),
        image: notice.image,
      }
    : {
        title: t('toasts.quest.title'),
        text: t('toasts.quest.text', { name: notice.title }),
        image: notice.image,
      };
  return {
    kind: level ? 'level' : 'quest',
    component: LoyaltyNoticeToast,
    props: { ...props },
    duration: config.notificationDuration * 1000,
    ...(onOpened ? { onOpened } : {}),
  };
}

/** Plays the notice sound at the spec's volume; a browser that refuses to play stays silent. */
export function playNoticeSound(src: string | null, createAudio = (url: string) => new Audio(url)): void {
  if (!src) return;
  const audio = createAudio(src);
  audio.volume = LOYALTY_NOTICE_VOLUME;
  audio.play().catch(() => undefined);
}

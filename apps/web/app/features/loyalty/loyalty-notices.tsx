import { LOYALTY_NOTICE_DELAY_MS } from '@casino/shared/content/loyalty-config';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { isSigningOut } from '../../lib/signing-out.ts';
import { useApi } from '../../lib/use-api.ts';
import { useShell } from '../../lib/use-shell.ts';
import { useToasts } from '../../ui/toast/toast-context.tsx';
import { noticeToast, playNoticeSound } from './loyalty-notice.ts';

/**
 * The loyalty notices (spec §4): asked for when this mounts (after the first interaction) and again
 * on every path change; each arrives once from the server, shows 300 ms later as its toast and plays
 * the notice sound. A path change does not cancel a notice already fetched: the server will not send
 * it again.
 */
export function LoyaltyNotices() {
  const { pathname } = useLocation();
  const api = useApi();
  const toasts = useToasts();
  const t = useT();
  const { site } = useShell();
  const config = site.loyalty;
  // The newest values for the delayed show, without refetching when they change.
  const latest = useRef({ toasts, t, config });
  latest.current = { toasts, t, config };

  useEffect(() => {
    // The first interaction may be the click on "Log out": its session is ending.
    if (!config.isEnabledNotifications || !pathname || isSigningOut()) return;
    api('loyalty.getnotifications').then(
      ({ items }) => {
        if (items.length === 0) return;
        setTimeout(() => {
          const { toasts, t, config } = latest.current;
          // One sound for the notices that arrive together, as the first one shows.
          items.forEach((notice, index) => {
            const sound = index === 0 ? () => playNoticeSound(config.notificationSound) : undefined;
            toasts.show(noticeToast(notice, t, config, sound));
          });
        }, LOYALTY_NOTICE_DELAY_MS);
      },
      // A notice that could not be fetched is still unseen: the next path change asks again.
      () => undefined,
    );
  }, [api, pathname, config.isEnabledNotifications]);
  return null;
}

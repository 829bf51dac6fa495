import { splitLocale } from '@casino/shared/routing/site-paths';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { trackAuthFailure } from '../../lib/analytics.ts';
import { useApi } from '../../lib/use-api.ts';
import { usePaths, useShell } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { inactivityLimit, inactivityPhase } from './inactivity.ts';
import type { InteractivityWarningProps } from './interactivity-warning.tsx';

const ACTIVITY_EVENTS = ['keydown', 'click', 'scroll'] as const;

/**
 * Spec §4 forced logout: after time_to_force_logout seconds without a key press, click or scroll the
 * player is signed out; in the last 20% the InteractivityWarning dialog (spec §2.3) counts down, ahead
 * of any other dialog, and any activity (or closing it) resets the time and closes it. The cashier and
 * the payment pages allow their own times (general info, decision 0060).
 */
export function ForcedLogout() {
  const api = useApi();
  const dialogs = useDialogs();
  const home = usePaths().home();
  const { user, generalInfo, locales, defaultLocale } = useShell();
  const { pathname } = useLocation();
  const path = splitLocale(
    pathname,
    locales.map((locale) => locale.code),
    defaultLocale,
  ).path;
  const limit = inactivityLimit(generalInfo, path);

  useEffect(() => {
    if (!user || limit <= 0) return;
    let lastActivity = Date.now();
    let warning: number | undefined;
    const onActivity = () => {
      lastActivity = Date.now();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    let leaving = false;
    const timer = setInterval(() => {
      const { phase } = inactivityPhase(Date.now() - lastActivity, limit);
      if (phase === 'warning' && warning === undefined) {
        const props: InteractivityWarningProps = { logoutAt: lastActivity + limit * 1000 };
        warning = dialogs.open('InteractivityWarning', {
          props: { ...props },
          priority: true,
          onClose: () => {
            warning = undefined;
            lastActivity = Date.now();
          },
        });
      } else if (phase === 'active' && warning !== undefined) {
        dialogs.close(warning, { immediate: true });
      }
      if (phase === 'expired' && !leaving) {
        leaving = true;
        void api('auth.logout')
          .catch((error) => trackAuthFailure(api, 'logout', error))
          .finally(() => window.location.assign(home));
      }
    }, 1000);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      if (warning !== undefined) dialogs.close(warning, { immediate: true });
    };
  }, [user, limit, api, home, dialogs]);
  return null;
}

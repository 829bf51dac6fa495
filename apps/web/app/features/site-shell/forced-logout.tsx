import { splitLocale } from '@casino/shared/routing/site-paths';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { trackAuthFailure } from '../../lib/analytics.ts';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { usePaths, useShell } from '../../lib/use-shell.ts';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import { useScrollLock } from '../../ui/dialog/use-scroll-lock.ts';
import { inactivityLimit, inactivityPhase } from './inactivity.ts';

const ACTIVITY_EVENTS = ['keydown', 'click', 'scroll'] as const;

/**
 * Spec §4 forced logout: after time_to_force_logout seconds without a key press, click or scroll the
 * player is signed out; in the last 20% a warning with a countdown appears, and any activity resets it.
 * The cashier and the payment pages allow their own times (general info, decision 0060).
 */
export function ForcedLogout() {
  const t = useT();
  const api = useApi();
  const home = usePaths().home();
  const { user, generalInfo, locales, defaultLocale } = useShell();
  const { pathname } = useLocation();
  const path = splitLocale(
    pathname,
    locales.map((locale) => locale.code),
    defaultLocale,
  ).path;
  const limit = inactivityLimit(generalInfo, path);
  const lastActivity = useRef(Date.now());
  const [state, setState] = useState(() => inactivityPhase(0, limit));

  useEffect(() => {
    if (!user || limit <= 0) return;
    lastActivity.current = Date.now();
    const onActivity = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    let leaving = false;
    const timer = setInterval(() => {
      const next = inactivityPhase(Date.now() - lastActivity.current, limit);
      setState((current) =>
        current.phase === next.phase && current.secondsLeft === next.secondsLeft ? current : next,
      );
      if (next.phase === 'expired' && !leaving) {
        leaving = true;
        void api('auth.logout')
          .catch((error) => trackAuthFailure(api, 'logout', error))
          .finally(() => window.location.assign(home));
      }
    }, 1000);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [user, limit, api, home]);

  useScrollLock(state.phase === 'warning');
  if (state.phase !== 'warning') return null;
  const stay = () => {
    lastActivity.current = Date.now();
    setState(inactivityPhase(0, limit));
  };
  return (
    <DialogFrame
      type="confirm"
      title={t('dialogs.forcedLogout.title')}
      closeLabel={t('common.close')}
      onRequestClose={stay}
      footer={
        <button type="button" className="button button--primary" data-autofocus onClick={stay}>
          {t('dialogs.forcedLogout.stay')}
        </button>
      }
    >
      <p role="timer" aria-live="polite">
        {t('dialogs.forcedLogout.text', { seconds: state.secondsLeft })}
      </p>
    </DialogFrame>
  );
}

import { useEffect, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';

/** What the forced logout opens InteractivityWarning with. */
export interface InteractivityWarningProps {
  /** When the player is signed out (ms since the epoch) unless they stay. */
  logoutAt: number;
}

const secondsUntil = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

/**
 * InteractivityWarning (spec §2.3, §4 forced logout): the countdown to the sign-out. Staying, closing
 * it, or any key press, click or scroll keeps the player signed in (the forced logout watches them and
 * closes this dialog).
 */
export function InteractivityWarning({ entry }: DialogComponentProps) {
  const t = useT();
  const { close } = useDialogs();
  const { logoutAt } = entry.props as unknown as InteractivityWarningProps;
  const [seconds, setSeconds] = useState(() => secondsUntil(logoutAt));
  useEffect(() => {
    const timer = setInterval(() => setSeconds(secondsUntil(logoutAt)), 1000);
    return () => clearInterval(timer);
  }, [logoutAt]);
  const stay = () => close(entry.id);
  return (
    <DialogFrame
      type={entry.type}
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
        {t('dialogs.forcedLogout.text', { seconds })}
      </p>
    </DialogFrame>
  );
}

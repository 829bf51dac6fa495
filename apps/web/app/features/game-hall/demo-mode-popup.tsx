import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';

export interface DemoModePopupProps {
  /** Where "Play for real" leads: the same game for money (a guest meets registration there). */
  realHref: string;
}

/** DemoModePopup (spec §2.3): the game runs on play credits; the way to real money is one click. */
export function DemoModePopup({ entry }: DialogComponentProps) {
  const t = useT();
  const { close } = useDialogs();
  const { realHref } = entry.props as unknown as DemoModePopupProps;
  return (
    <DialogFrame
      type="popup"
      title={t('dialogs.demoMode.title')}
      closeLabel={t('common.close')}
      onRequestClose={() => close(entry.id)}
      footer={
        <>
          <button
            type="button"
            className="button button--ghost"
            data-autofocus
            onClick={() => close(entry.id)}
          >
            {t('dialogs.demoMode.keepDemo')}
          </button>
          <Link
            className="button button--primary"
            to={realHref}
            replace
            onClick={() => close(entry.id, { immediate: true })}
          >
            {t('dialogs.demoMode.playReal')}
          </Link>
        </>
      }
    >
      <p>{t('dialogs.demoMode.text')}</p>
    </DialogFrame>
  );
}

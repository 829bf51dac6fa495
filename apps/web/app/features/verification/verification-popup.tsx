import { useT } from '../../lib/i18n.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';
import { FormNotice } from '../../ui/form-parts.tsx';
import { useStartVerification } from './use-start-verification.ts';

/**
 * VerificationPopup (spec §2.3): what the verification provider will ask for, and the way to its
 * pages. The check itself runs on the provider's pages, never on ours.
 */
export function VerificationPopup({ entry }: DialogComponentProps) {
  const t = useT();
  const { close } = useDialogs();
  const { busy, notice, start } = useStartVerification();
  return (
    <DialogFrame
      type="popup"
      title={t('dialogs.verification.title')}
      closeLabel={t('common.close')}
      onRequestClose={() => close(entry.id)}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={() => close(entry.id)}>
            {t('dialogs.verification.later')}
          </button>
          <button
            type="button"
            className={`button button--primary${busy ? ' button--loading' : ''}`}
            data-autofocus
            disabled={busy}
            onClick={() => void start()}
          >
            {t('dialogs.verification.continue')}
          </button>
        </>
      }
    >
      <p>{t('dialogs.verification.text')}</p>
      <ul>
        <li>{t('dialogs.verification.stepDocument')}</li>
        <li>{t('dialogs.verification.stepSides')}</li>
        <li>{t('dialogs.verification.stepSelfie')}</li>
      </ul>
      <FormNotice>{notice}</FormNotice>
    </DialogFrame>
  );
}

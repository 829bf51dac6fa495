import { useLocation, useNavigate } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';
import { fillProfileUrl, type ReturnToast } from './fill-profile.ts';

export interface FillProfileProps {
  /** Where to come back to once the profile is saved; the current page by default. */
  from?: string;
  /** The toast shown on coming back. */
  toastType?: ReturnToast;
}

/**
 * The fill-profile confirm of spec §2.3, opened by a feature the platform refused for missing profile
 * data (UserNeedProfileDataException): it leads to the settings page and back.
 */
export function FillProfileDialog({ entry }: DialogComponentProps) {
  const t = useT();
  const paths = usePaths();
  const location = useLocation();
  const navigate = useNavigate();
  const { close } = useDialogs();
  const props = entry.props as FillProfileProps;
  const cancel = () => close(entry.id);
  const confirm = () => {
    close(entry.id, { immediate: true });
    const from = props.from ?? `${location.pathname}${location.search}`;
    navigate(fillProfileUrl(paths.profile('settings'), from, props.toastType));
  };
  return (
    <DialogFrame
      type="confirm"
      title={t('dialogs.fillProfile.title')}
      closeLabel={t('common.close')}
      preventClose={entry.preventClose}
      onRequestClose={cancel}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={cancel}>
            {t('dialogs.later')}
          </button>
          <button type="button" className="button button--primary" data-autofocus onClick={confirm}>
            {t('dialogs.fillProfile.confirm')}
          </button>
        </>
      }
    >
      <p>{t('dialogs.fillProfile.text')}</p>
    </DialogFrame>
  );
}

import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import type { AuthView } from '../../lib/routing/popup-flags.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';
import { Icon } from '../../ui/icon.tsx';

const AUTH_VIEWS: readonly AuthView[] = [
  'authorization',
  'registration',
  'restore',
  'twofa',
  'socialRegistration',
];

function initialView(value: unknown): AuthView {
  return AUTH_VIEWS.includes(value as AuthView) ? (value as AuthView) : 'authorization';
}

/**
 * The authentication popup of spec §2.2: its views, view-dependent title, the back breadcrumb of restore
 * and two-factor, and the switch from registration to sign-in. The forms arrive with player accounts.
 */
export function AuthPopup({ entry }: DialogComponentProps) {
  const t = useT();
  const { close } = useDialogs();
  const [view, setView] = useState<AuthView>(() => initialView(entry.props.view));
  const back =
    view === 'restore' || view === 'twofa' ? (
      <button
        type="button"
        className="button button--ghost button--sm dialog__back"
        onClick={() => setView('authorization')}
      >
        <Icon name="back" size={18} />
        {t('popups.auth.backToAuthorization')}
      </button>
    ) : null;
  return (
    <DialogFrame
      type={entry.type}
      title={t(`popups.auth.titles.${view}`)}
      closeLabel={t('common.close')}
      preventClose={entry.preventClose}
      onRequestClose={() => close(entry.id)}
      before={back}
    >
      <div className="auth-popup" data-view={view}>
        <p className="empty-state">{t('common.emptySection')}</p>
        {view === 'registration' ? (
          <p className="auth-popup__switch">
            <button type="button" className="button button--ghost" onClick={() => setView('authorization')}>
              {t('popups.auth.logIn')}
            </button>
          </p>
        ) : null}
        {view === 'authorization' ? (
          <p className="auth-popup__switch">
            <button type="button" className="button button--ghost" onClick={() => setView('restore')}>
              {t('popups.auth.forgotPassword')}
            </button>
            <button type="button" className="button button--primary" onClick={() => setView('registration')}>
              {t('common.signUp')}
            </button>
          </p>
        ) : null}
      </div>
    </DialogFrame>
  );
}

import { type ReactNode, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import type { AuthView } from '../../lib/routing/popup-flags.ts';
import { validationTiming } from '../../lib/validation-timing.ts';
import { Icon } from '../../ui/icon.tsx';
import type { AuthSettings } from './auth-settings.ts';
import { type Credentials, LoginForm } from './login-form.tsx';
import { RegistrationView } from './registration-view.tsx';
import { RestoreForm } from './restore-form.tsx';
import type { SocialAuthMessage } from './social-auth.ts';
import { SocialButtons } from './social-buttons.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';

/**
 * Which auth view shows, the sign-in waiting for its second factor, and whether a password was just
 * restored: the state the popup and the embedded /forms pages move through alike.
 */
export function useAuthViews(initial: AuthView) {
  const [view, setView] = useState<AuthView>(initial);
  const [twoFactor, setTwoFactor] = useState<{ credentials: Credentials; resendTime: number } | null>(null);
  const [restored, setRestored] = useState(false);
  return { view, setView, twoFactor, setTwoFactor, restored, setRestored };
}

export type AuthViews = ReturnType<typeof useAuthViews>;

/** The breadcrumb back to sign-in from restore and two-factor (nothing on the other views). */
export function BackToSignIn({ views }: { views: AuthViews }) {
  const t = useT();
  if (views.view !== 'restore' && views.view !== 'twofa') return null;
  return (
    <button
      type="button"
      className="button button--ghost button--sm dialog__back"
      onClick={() => views.setView('authorization')}
    >
      <Icon name="back" size={18} />
      {t('popups.auth.backToAuthorization')}
    </button>
  );
}

/**
 * The body of the shared views: sign-in with its social buttons, two-factor, restore and registration.
 * Where each ends (and the switch from registration back to sign-in) is the caller's.
 */
export function AuthViewBody({
  views,
  settings,
  failed,
  onSignedIn,
  onSocialSignedIn,
  onRegister,
  onRegistered,
  signInSwitch,
}: {
  views: AuthViews;
  settings: AuthSettings | null;
  failed: boolean;
  /** With the account's locale, after a sign-in with a password (two-factor included). */
  onSignedIn: (accountLocale: string) => void;
  onSocialSignedIn: (message: SocialAuthMessage) => void;
  /** "Sign up" on the sign-in form. */
  onRegister: () => void;
  onRegistered: () => void;
  /** Under the registration form: the way to sign-in. */
  signInSwitch: ReactNode;
}) {
  const t = useT();
  const { view, setView, twoFactor } = views;
  if (view === 'twofa' && twoFactor) {
    return (
      <TwoFactorForm
        credentials={twoFactor.credentials}
        resendTime={twoFactor.resendTime}
        onSignedIn={onSignedIn}
      />
    );
  }
  if (view === 'registration') {
    return (
      <>
        <RegistrationView
          settings={settings}
          failed={failed}
          onRegistered={onRegistered}
          onSocialSignedIn={onSocialSignedIn}
        />
        <p className="auth-popup__switch">{signInSwitch}</p>
      </>
    );
  }
  if (view === 'restore') {
    return (
      <RestoreForm
        definitions={settings?.forms.restore}
        timing={validationTiming(settings?.flags)}
        onRestored={() => {
          views.setRestored(true);
          setView('authorization');
        }}
      />
    );
  }
  return (
    <>
      {views.restored ? <p role="status">{t('popups.auth.restoreDone')}</p> : null}
      <LoginForm
        onSignedIn={onSignedIn}
        onTwoFactor={(credentials, resendTime) => {
          views.setTwoFactor({ credentials, resendTime });
          setView('twofa');
        }}
        onRestore={() => setView('restore')}
        onRegister={onRegister}
      />
      {settings ? (
        <SocialButtons
          buttons={settings.auth.socialButtons ?? []}
          title={t('popups.auth.socialTitle')}
          typeAuth="authorization"
          onSignedIn={onSocialSignedIn}
        />
      ) : null}
    </>
  );
}

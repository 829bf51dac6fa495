import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import {
  type FrameMessage,
  parentOrigin,
  postToParent,
  registrationRedirectMessage,
} from '../../lib/frame-messages.ts';
import { useT } from '../../lib/i18n.ts';
import { usePaths, useShell } from '../../lib/use-shell.ts';
import { Icon } from '../../ui/icon.tsx';
import { useAuthSettings } from './auth-settings.ts';
import { type Credentials, LoginForm } from './login-form.tsx';
import { RegistrationView } from './registration-view.tsx';
import { RestoreForm } from './restore-form.tsx';
import { SocialButtons } from './social-buttons.tsx';
import { TwoFactorForm } from './two-factor-form.tsx';
import { useFinishRegistration } from './use-finish-registration.ts';

export type EmbeddedKind = 'sign_in' | 'sign_up';

type View = 'authorization' | 'twofa' | 'restore' | 'registration';

/**
 * The allowed page framing this one, once known after hydration (null when not framed or not by an
 * allowed origin), and a poster that sends to exactly that origin.
 */
function useFrameParent(allowedParents: readonly string[]) {
  const [origin, setOrigin] = useState<string | null>(null);
  useEffect(() => {
    if (window.parent === window) return;
    const parent = { ancestorOrigins: window.location.ancestorOrigins, referrer: document.referrer };
    setOrigin(parentOrigin(parent, allowedParents, window.location.origin));
  }, [allowedParents]);
  const post = (message: FrameMessage) =>
    postToParent(window.parent === window ? null : window.parent, origin, message);
  return { framed: origin !== null, post };
}

/**
 * /forms/sign_in and /forms/sign_up (spec §2.2): the auth forms in the empty layout for a page of an
 * allowed origin to frame. They tell that page what happened with postMessage to its exact origin:
 * `refresh_user` after a sign-in (two-factor included) or a registration, `redirect` to the site's
 * registration popup (with the query's backUrl) from "Sign up", `close` from the close button. Opened
 * on their own, they behave as the site does: home after a sign-in; after a registration the
 * after-registration dialogs and the deposit page.
 */
export function EmbeddedAuth({
  kind,
  allowedParents,
}: {
  kind: EmbeddedKind;
  allowedParents: readonly string[];
}) {
  const t = useT();
  const shell = useShell();
  const paths = usePaths();
  const location = useLocation();
  const { framed, post } = useFrameParent(allowedParents);
  const { settings, failed } = useAuthSettings(shell.locale);
  const [view, setView] = useState<View>(kind === 'sign_up' ? 'registration' : 'authorization');
  const [twoFactor, setTwoFactor] = useState<{ credentials: Credentials; resendTime: number } | null>(null);
  const [restored, setRestored] = useState(false);
  const finishRegistration = useFinishRegistration();

  const signedIn = () => {
    if (!post({ type: 'refresh_user' })) window.location.assign(paths.home());
  };
  const registered = () => {
    if (!post({ type: 'refresh_user' })) finishRegistration(paths.cashierDeposit());
  };
  const openRegistration = () => {
    const message = registrationRedirectMessage(paths.home(), new URLSearchParams(location.search));
    if (message.type === 'redirect' && !post(message)) window.location.assign(message.url);
  };

  const body = () => {
    if (view === 'registration') {
      return (
        <>
          <RegistrationView
            settings={settings}
            failed={failed}
            onRegistered={registered}
            onSocialSignedIn={signedIn}
          />
          <p className="auth-popup__switch">
            <Link className="button button--ghost" to={`${paths.formsSignIn()}${location.search}`}>
              {t('popups.auth.logIn')}
            </Link>
          </p>
        </>
      );
    }
    if (view === 'twofa' && twoFactor) {
      return (
        <TwoFactorForm
          credentials={twoFactor.credentials}
          resendTime={twoFactor.resendTime}
          onSignedIn={signedIn}
        />
      );
    }
    if (view === 'restore') {
      return (
        <RestoreForm
          onRestored={() => {
            setRestored(true);
            setView('authorization');
          }}
        />
      );
    }
    return (
      <>
        {restored ? <p role="status">{t('popups.auth.restoreDone')}</p> : null}
        <LoginForm
          onSignedIn={signedIn}
          onTwoFactor={(credentials, resendTime) => {
            setTwoFactor({ credentials, resendTime });
            setView('twofa');
          }}
          onRestore={() => setView('restore')}
          onRegister={openRegistration}
        />
        {settings ? (
          <SocialButtons
            buttons={settings.auth.socialButtons ?? []}
            title={t('popups.auth.socialTitle')}
            typeAuth="authorization"
            onSignedIn={signedIn}
          />
        ) : null}
      </>
    );
  };

  return (
    <section className="embedded-form card narrow" aria-labelledby="embedded-form-title" data-view={view}>
      <div className="embedded-form__header">
        {view === 'restore' || view === 'twofa' ? (
          <button
            type="button"
            className="button button--ghost button--sm dialog__back"
            onClick={() => setView('authorization')}
          >
            <Icon name="back" size={18} />
            {t('popups.auth.backToAuthorization')}
          </button>
        ) : null}
        <h1 id="embedded-form-title" className="page-title">
          {t(`popups.auth.titles.${view}`)}
        </h1>
        {framed ? (
          <button
            type="button"
            className="icon-button embedded-form__close"
            aria-label={t('common.close')}
            onClick={() => post({ type: 'close' })}
          >
            <Icon name="close" />
          </button>
        ) : null}
      </div>
      <div className="auth-popup">{body()}</div>
    </section>
  );
}

import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { FrameMessage } from '../../lib/frame-messages.ts';
import { parentOrigin, postToParent, registrationRedirectMessage } from '../../lib/frame-parent.ts';
import { useT } from '../../lib/i18n.ts';
import { usePaths, useShell } from '../../lib/use-shell.ts';
import { Icon } from '../../ui/icon.tsx';
import { useAuthSettings } from './auth-settings.ts';
import { AuthViewBody, BackToSignIn, useAuthViews } from './auth-views.tsx';
import { useFinishRegistration } from './use-finish-registration.ts';

export type EmbeddedKind = 'sign_in' | 'sign_up';

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
  const { data: settings, status } = useAuthSettings(shell.locale);
  const failed = status === 'error';
  const views = useAuthViews(kind === 'sign_up' ? 'registration' : 'authorization');
  const finishRegistration = useFinishRegistration();

  const signedIn = () => {
    if (!post({ type: 'refresh_user' })) window.location.assign(paths.home());
  };
  const registered = () => {
    if (!post({ type: 'refresh_user' }))
      finishRegistration(paths.cashierDeposit(), settings?.auth.confirmEmailPopup);
  };
  const openRegistration = () => {
    const message = registrationRedirectMessage(paths.home(), new URLSearchParams(location.search));
    if (message.type === 'redirect' && !post(message)) window.location.assign(message.url);
  };

  return (
    <section
      className="embedded-form card narrow"
      aria-labelledby="embedded-form-title"
      data-view={views.view}
    >
      <div className="embedded-form__header">
        <BackToSignIn views={views} />
        <h1 id="embedded-form-title" className="page-title">
          {t(`popups.auth.titles.${views.view}`)}
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
      <div className="auth-popup">
        <AuthViewBody
          views={views}
          settings={settings}
          failed={failed}
          onSignedIn={signedIn}
          onSocialSignedIn={signedIn}
          onRegister={openRegistration}
          onRegistered={registered}
          signInSwitch={
            <Link className="button button--ghost" to={`${paths.formsSignIn()}${location.search}`}>
              {t('popups.auth.logIn')}
            </Link>
          }
        />
      </div>
    </section>
  );
}

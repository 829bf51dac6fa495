import { type MouseEvent, useEffect, useState } from 'react';
import { useLocation, useMatches } from 'react-router';
import { parentOrigin, registrationRedirectMessage, wrapFrameMessage } from '../lib/frame-messages.ts';
import { useT } from '../lib/i18n.ts';
import { usePaths } from '../lib/use-shell.ts';
import type { Route } from './+types/embedded-form';

/** The origins allowed to frame the forms travel with the page, so messages go to that exact origin. */
export function loader({ context }: Route.LoaderArgs) {
  return { allowedParents: [...context.formsFrameAncestors] };
}

/**
 * /forms/sign_in and /forms/sign_up: the auth forms in the empty layout, meant to run inside a frame.
 * "Create an account" asks the framing page to open the site's registration popup (spec §2.2).
 */
export default function EmbeddedForm({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const matches = useMatches();
  const location = useLocation();
  const home = usePaths().home();
  const signUp = (matches[matches.length - 1]?.id ?? '').startsWith('forms-sign_up');
  const [parent, setParent] = useState<string | null>(null);

  useEffect(() => {
    if (window.parent === window) return;
    setParent(parentOrigin(document.referrer, loaderData.allowedParents, window.location.origin));
  }, [loaderData.allowedParents]);

  const message = registrationRedirectMessage(home, new URLSearchParams(location.search));
  const register = (event: MouseEvent) => {
    if (!parent) return;
    event.preventDefault();
    window.parent.postMessage(wrapFrameMessage(message), parent);
  };

  return (
    <section className="embedded-form card narrow">
      <h1 className="page-title">
        {t(signUp ? 'popups.auth.titles.registration' : 'popups.auth.titles.authorization')}
      </h1>
      <p className="empty-state">{t('common.emptySection')}</p>
      {message.type === 'redirect' ? (
        <a className="button button--primary" href={message.url} target="_top" onClick={register}>
          {t('common.signUp')}
        </a>
      ) : null}
    </section>
  );
}

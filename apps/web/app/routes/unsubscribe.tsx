import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorPage } from '../features/error-pages/error-page.tsx';
import { useT } from '../lib/i18n.ts';
import { mailLinkRefusalText } from '../lib/mail-link-refusal.ts';
import { useApi } from '../lib/use-api.ts';
import { useFormSubmit } from '../lib/use-form-submit.ts';
import { usePaths, useShell } from '../lib/use-shell.ts';
import { FormNotice } from '../ui/form-parts.tsx';
import type { Route } from './+types/unsubscribe';

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? undefined };
}

/**
 * Unsubscribe (spec §2.1, §2.4): the link of an e-mail (decision 0029) or the signed-in player. The
 * link only opens the page; the button unsubscribes, so a mail scanner fetching links uses up nothing.
 */
export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const api = useApi();
  const shell = useShell();
  const paths = usePaths();
  const { busy, notice, run } = useFormSubmit();
  const [done, setDone] = useState(false);
  const [linkRefused, setLinkRefused] = useState(false);
  const { token } = loaderData;

  if (done) return <ErrorPage kind="unsubscribe" shell={shell} path={paths.unsubscribe()} />;

  const unsubscribe = async () => {
    const succeeded = await run(() => api('account.unsubscribe', token ? { token } : {}), {
      refusal: (error) => {
        const text = mailLinkRefusalText(error, t);
        setLinkRefused(text !== null);
        return { notice: text ?? t('common.errorGeneric') };
      },
    });
    if (succeeded) setDone(true);
  };

  const canUnsubscribe = !linkRefused && (token !== undefined || shell.user !== null);
  return (
    <div className="container section narrow">
      <h1 className="page-title">{t('unsubscribe.title')}</h1>
      <p>{t(canUnsubscribe || linkRefused ? 'unsubscribe.text' : 'unsubscribe.noLink')}</p>
      <FormNotice>{notice}</FormNotice>
      {canUnsubscribe ? (
        <button type="button" className="button button--primary" onClick={unsubscribe} disabled={busy}>
          {t('unsubscribe.button')}
        </button>
      ) : (
        <Link to={paths.profile('notification')}>{t('unsubscribe.manage')}</Link>
      )}
    </div>
  );
}

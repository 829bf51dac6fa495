import { Link, useMatches, useNavigate } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { mailLinkRefusalText } from '../lib/mail-link-refusal.ts';
import { useApi } from '../lib/use-api.ts';
import { useFormSubmit } from '../lib/use-form-submit.ts';
import { usePaths } from '../lib/use-shell.ts';
import { FormNotice } from '../ui/form-parts.tsx';
import type { Route } from './+types/confirmation';

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get('token') ?? undefined };
}

/**
 * Contact confirmation (/confirmation) from the link of a confirmation e-mail (decision 0029), and its
 * success page (/confirmation/success). The button confirms: opening the link alone changes nothing.
 */
export default function Confirmation({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const api = useApi();
  const paths = usePaths();
  const navigate = useNavigate();
  const matches = useMatches();
  const { busy, notice, run } = useFormSubmit();
  const success = (matches[matches.length - 1]?.id ?? '').startsWith('confirmation-success');
  const { token } = loaderData;

  const confirm = async () => {
    if (!token) return;
    const confirmed = await run(() => api('account.confirmContact', { token }), {
      refusal: (error) => ({ notice: mailLinkRefusalText(error, t) ?? t('common.errorGeneric') }),
    });
    if (confirmed) await navigate(paths.confirmationSuccess());
  };

  return (
    <div className="container section narrow">
      <h1 className="page-title">{t(success ? 'confirmation.successTitle' : 'confirmation.title')}</h1>
      <p>
        {t(success ? 'confirmation.successText' : token ? 'confirmation.linkText' : 'confirmation.noLink')}
      </p>
      <FormNotice>{notice}</FormNotice>
      {!success && token ? (
        <button type="button" className="button button--primary" onClick={confirm} disabled={busy}>
          {t('confirmation.submit')}
        </button>
      ) : (
        <Link to={paths.profile('notification')}>{t('confirmation.toProfile')}</Link>
      )}
    </div>
  );
}

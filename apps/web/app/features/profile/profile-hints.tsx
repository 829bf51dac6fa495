import type { Contact } from '@casino/shared/contract/profile.contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { isPersonalHole } from '../../lib/personal.tsx';
import { browserStorage, readStored, STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { useDeferredApi } from '../../lib/use-deferred-api.ts';
import { usePaths, useShell } from '../../lib/use-shell.ts';
import { inConfirmHintWindow, showsConfirmHint, showsRegistrationHint } from './hints.ts';

function isLoginContact(contact: Contact, login: string): boolean {
  return contact.contact.toLowerCase() === login.toLowerCase();
}

/**
 * The hints of spec §4 below the header: the deposit hint in the first 2 hours while the player has
 * no successful deposit, and the confirm hint in the first 5 days while the login contact is
 * unconfirmed. They depend on the browser's clock and storage, so they appear after hydration; the
 * deposits and contacts are fetched only while their window is open.
 */
export function ProfileHints() {
  const t = useT();
  const api = useDeferredApi();
  const paths = usePaths();
  // On a page rendered for every player the user is a hole (decision 0047); the hints come after hydration.
  const { user: shellUser } = useShell();
  const user = isPersonalHole(shellUser) ? null : shellUser;
  const [now, setNow] = useState<number | null>(null);
  // Both start as "nothing to show" until the platform says otherwise.
  const [hasDeposit, setHasDeposit] = useState(true);
  const [loginConfirmed, setLoginConfirmed] = useState(true);
  const regTime = user?.reg_time;
  const login = user?.login;

  useEffect(() => {
    if (!regTime || !login) return;
    const current = Date.now();
    setNow(current);
    let live = true;
    if (showsRegistrationHint({ regTime, now: current, hasDeposit: false })) {
      api('gethistory', { type: 'deposit', count: 100 })
        .then((history) => {
          if (live) setHasDeposit(history.items.some((payment) => payment.status === 'success'));
        })
        .catch(() => undefined);
    }
    const sent = readStored(browserStorage(), STORAGE_KEYS.confirmSent) === '1';
    if (!sent && inConfirmHintWindow(regTime, current)) {
      api('account.getprofileinfo', { fields: ['contacts'] })
        .then((profile) => {
          const contact = profile.contacts?.find((each) => isLoginContact(each, login));
          if (live) setLoginConfirmed(contact?.is_confirmed ?? true);
        })
        .catch(() => undefined);
    }
    return () => {
      live = false;
    };
  }, [api, regTime, login]);

  if (!user || now === null) return null;
  const registration = showsRegistrationHint({ regTime: user.reg_time, now, hasDeposit });
  const confirm = showsConfirmHint({
    regTime: user.reg_time,
    now,
    loginConfirmed,
    confirmSent: readStored(browserStorage(), STORAGE_KEYS.confirmSent) === '1',
  });
  if (!registration && !confirm) return null;
  return (
    <div className="site-hints container">
      {registration ? (
        <p className="site-hint" data-testid="registration-hint">
          <span>{t('hints.registration.text')}</span>
          <Link className="button button--gold button--sm" to={paths.cashierDeposit()}>
            {t('hints.registration.button')}
          </Link>
        </p>
      ) : null}
      {confirm ? (
        <p className="site-hint" data-testid="confirm-hint">
          <span>{t('hints.confirmEmail.text')}</span>
          <Link className="button button--sm" to={`${paths.profile('settings')}#contacts`}>
            {t('hints.confirmEmail.button')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { PersonalHtml, usePersonal } from '../../lib/personal.tsx';
import { browserStorage, readStored, STORAGE_KEYS } from '../../lib/storage-keys.ts';
import { usePaths } from '../../lib/use-shell.ts';
import type { HintsShown } from './profile-hints.server.ts';

/**
 * The hints of spec §4 below the header: the deposit hint in the first 2 hours while the player has
 * no successful deposit, and the confirm hint in the first 5 days while the login contact is
 * unconfirmed. The server decides them with the page (profile-hints.server.ts), so they are in place at
 * the first paint; on a page rendered for every player they are a hole filled per player (decision
 * 0047). Only the confirm_sent flag lives in this browser: read after hydration, it may hide the
 * confirm hint.
 */
export function ProfileHints({ hints }: { hints: HintsShown | null }) {
  const shown = usePersonal(hints, 'hints');
  const [confirmSent, setConfirmSent] = useState(false);
  // After every render: a flag written since (the player asked for a code) hides the hint at the next one.
  useEffect(() => {
    setConfirmSent(readStored(browserStorage(), STORAGE_KEYS.confirmSent) === '1');
  });
  return (
    <PersonalHtml value={shown}>
      {(value) => (value ? <Hints shown={value} confirmSent={confirmSent} /> : null)}
    </PersonalHtml>
  );
}

function Hints({ shown, confirmSent }: { shown: HintsShown; confirmSent: boolean }) {
  const t = useT();
  const paths = usePaths();
  const confirm = shown.confirm && !confirmSent;
  if (!shown.registration && !confirm) return null;
  return (
    <div className="site-hints container">
      {shown.registration ? (
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

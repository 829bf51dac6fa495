import type { AccountInfo } from '@casino/shared/contract/account.contract';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { Icon } from '../../ui/icon.tsx';

/** Spec §3: the total balance is main plus bonus plus betting bonus. */
export function totalBalance(user: AccountInfo): number {
  return user.balance_main.amount + user.balance_bonus.amount + user.balance_betting_bonus.amount;
}

/** The signed-in player's corner of the header: balance, the deposit button, profile and sign-out. */
export function AccountBar({ user }: { user: AccountInfo }) {
  const t = useT();
  const paths = usePaths();
  const api = useApi();
  const revalidator = useRevalidator();
  const [leaving, setLeaving] = useState(false);

  const logOut = async () => {
    setLeaving(true);
    try {
      await api('auth.logout');
    } finally {
      // Spec §4: logout clears the user and goes to the index.
      window.location.assign(paths.home());
    }
  };

  return (
    <div className="account-bar">
      <Link className="account-bar__balance" to={paths.cashier('wallet')} aria-label={t('common.balance')}>
        <span className="account-bar__label">{t('common.balance')}</span>
        <span className="account-bar__amount" data-testid="balance">
          {formatMoney(totalBalance(user), user.balance_main.currency)}
        </span>
      </Link>
      <Link className="button button--gold button--sm" to={paths.cashierDeposit()}>
        {t('common.deposit')}
      </Link>
      <Link className="icon-button" to={paths.profile('settings')} aria-label={t('menu.profile')}>
        <Icon name="user" />
      </Link>
      <button
        type="button"
        className="button button--ghost button--sm"
        onClick={logOut}
        disabled={leaving || revalidator.state === 'loading'}
      >
        {t('common.logOut')}
      </button>
    </div>
  );
}

import type { AccountBalance, AccountInfo } from '@casino/shared/contract/account.contract';
import { lazy, type SetStateAction, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useRevalidator } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { isPersonalHole, PersonalHtml, personalText } from '../../lib/personal.tsx';
import { markSigningOut } from '../../lib/signing-out.ts';
import { useDeferredApi } from '../../lib/use-deferred-api.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { Icon } from '../../ui/icon.tsx';
import { useMenuDismiss } from '../../ui/use-menu-dismiss.ts';

/** Loaded after the page: a signed-in player's header shows the balance from the page's data at first. */
const BalanceUpdates = lazy(() =>
  import('./balance-updates.tsx').then(({ BalanceUpdates }) => ({ default: BalanceUpdates })),
);

function balancesOf(user: AccountInfo): AccountBalance {
  return {
    balance_main: user.balance_main,
    balance_bonus: user.balance_bonus,
    balance_betting_bonus: user.balance_betting_bonus,
    balance_fun: user.balance_fun,
  };
}

/** Spec §3: the total balance is main plus bonus plus betting bonus. */
export function totalBalance(
  user: Pick<AccountBalance, 'balance_main' | 'balance_bonus' | 'balance_betting_bonus'>,
): number {
  return user.balance_main.amount + user.balance_bonus.amount + user.balance_betting_bonus.amount;
}

/**
 * The header balance: the total, opening to its parts (main, bonus, betting bonus) and the wallet. It
 * starts from the page's account data, fresh after every revalidation; BalanceUpdates keeps it current.
 */
function BalanceMenu({ user }: { user: AccountInfo }) {
  const t = useT();
  const paths = usePaths();
  // Live updates since the page's data; until the first, the balances are the page's (or, on a page
  // rendered for every player, holes filled per player: decision 0047).
  const [live, setLive] = useState<AccountBalance | null>(null);
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const money = (amount: (balance: AccountBalance) => number) =>
    personalText(live ?? (user as AccountBalance), (balance) =>
      formatMoney(amount(balance), balance.balance_main.currency),
    );

  const onBalance = useCallback(
    (update: SetStateAction<AccountBalance>) =>
      setLive((current) => (typeof update === 'function' ? update(current ?? balancesOf(user)) : update)),
    [user],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: new page data (a revalidation) replaces the live balance.
  useEffect(() => setLive(null), [user]);

  // Closed on navigation, on a click elsewhere and on Escape.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new path is what closes the menu.
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  useMenuDismiss(menu);

  const parts = [
    { key: 'main', label: t('common.mainBalance'), amount: money((balance) => balance.balance_main.amount) },
    {
      key: 'bonus',
      label: t('common.bonusBalance'),
      amount: money((balance) => balance.balance_bonus.amount),
    },
    {
      key: 'betting',
      label: t('common.bettingBonusBalance'),
      amount: money((balance) => balance.balance_betting_bonus.amount),
    },
  ];
  return (
    <>
      <details className="balance-menu" ref={menu}>
        <summary className="account-bar__balance" title={t('common.balanceDetails')}>
          <span className="account-bar__label">{t('common.balance')}</span>
          <span className="account-bar__amount" data-testid="balance">
            {money(totalBalance)}
          </span>
        </summary>
        <div className="balance-menu__panel">
          <dl className="balance-menu__list" data-testid="balance-breakdown">
            {parts.map((part) => (
              <div key={part.key}>
                <dt>{part.label}</dt>
                <dd>{part.amount}</dd>
              </div>
            ))}
          </dl>
          <Link className="balance-menu__link" to={paths.cashier('wallet')}>
            {t('cashier.wallet.title')}
          </Link>
        </div>
      </details>
      <Suspense fallback={null}>
        {/* It renders nothing: a page rendered for every player has it only in the browser. */}
        {isPersonalHole(user) ? null : <BalanceUpdates userId={user.uid} onBalance={onBalance} />}
      </Suspense>
    </>
  );
}

/**
 * The signed-in player's corner of the header: balance, the deposit button, profile (with the chosen
 * character's picture) and sign-out.
 */
export function AccountBar({ user }: { user: AccountInfo }) {
  const t = useT();
  const paths = usePaths();
  const api = useDeferredApi();
  const revalidator = useRevalidator();
  const [leaving, setLeaving] = useState(false);

  const logOut = async () => {
    markSigningOut();
    setLeaving(true);
    try {
      await api('auth.logout');
      // Spec §4: on sign-out the analytics anonymize (loaded only now, as below).
      await import('../../lib/analytics.ts')
        .then(({ trackSignOut }) => trackSignOut(api, user.uid))
        .catch(() => undefined);
    } catch (error) {
      // Spec §8: a failed sign-out sends an analytics event (awaited: the page is about to go). Loaded
      // only then, so the shell every page ships stays without it; a failed load only loses the event.
      await import('../../lib/analytics.ts')
        .then(({ trackAuthFailure }) => trackAuthFailure(api, 'logout', error))
        .catch(() => undefined);
    } finally {
      // Spec §4: logout clears the user and goes to the index.
      window.location.assign(paths.home());
    }
  };

  return (
    <div className="account-bar">
      <BalanceMenu user={user} />
      <Link className="button button--gold button--sm account-bar__deposit" to={paths.cashierDeposit()}>
        {t('common.deposit')}
      </Link>
      <Link
        className="icon-button account-bar__profile"
        to={paths.profile('settings')}
        aria-label={t('menu.profile')}
        title={personalText(user, (player) => player.character?.name ?? '')}
      >
        {/* The chosen loyalty character stands for the player (issue 17); the plain icon without one. A
            personal part: on a page shared by every signed-in player it is filled per player (decision 0047). */}
        <PersonalHtml value={user}>
          {(player) =>
            player.character ? (
              <img
                className="account-bar__character"
                src={player.character.picture}
                alt=""
                width={32}
                height={32}
                data-testid="header-character"
              />
            ) : (
              <Icon name="user" />
            )
          }
        </PersonalHtml>
      </Link>
      {/* Below 64rem the header has room for the icon only; the label stays the button's name. */}
      <button
        type="button"
        className="button button--ghost button--sm account-bar__logout"
        aria-label={t('common.logOut')}
        onClick={logOut}
        disabled={leaving || revalidator.state === 'loading'}
      >
        <Icon name="logout" size={20} className="account-bar__logout-icon" />
        <span className="account-bar__logout-text">{t('common.logOut')}</span>
      </button>
    </div>
  );
}

import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cashierHeaderTabs } from '../../lib/deposit-placement.ts';
import { useT } from '../../lib/i18n.ts';
import { usePaths, useShell } from '../../lib/use-shell.ts';

/** Every cashier page: its title and the cashier's own navigation (deposit, withdraw, history, wallet). */
export function CashierLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const paths = usePaths();
  const { site } = useShell();
  // The deposit button and the history may live in the profile menu instead (cashier.depositButtonPlacement).
  const tabs = cashierHeaderTabs(
    [
      { key: 'deposit', to: paths.cashierDeposit(), label: t('common.deposit') },
      { key: 'withdraw', to: paths.cashier('withdraw'), label: t('common.withdraw') },
      { key: 'history', to: paths.cashier('history'), label: t('cashier.history.title') },
      { key: 'wallet', to: paths.cashier('wallet'), label: t('cashier.wallet.title') },
    ],
    site.depositPlacement,
  );
  return (
    <div className="container section cashier">
      <h1 className="page-title">{title}</h1>
      <nav className="tabs cashier__tabs" aria-label={t('cashier.navLabel')}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} data-prefetch="intent">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {children}
    </div>
  );
}

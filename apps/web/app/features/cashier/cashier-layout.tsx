import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';

/** Every cashier page: its title and the cashier's own navigation (deposit, withdraw, history, wallet). */
export function CashierLayout({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  const paths = usePaths();
  const tabs = [
    { to: paths.cashierDeposit(), label: t('common.deposit') },
    { to: paths.cashier('withdraw'), label: t('common.withdraw') },
    { to: paths.cashier('history'), label: t('cashier.history.title') },
    { to: paths.cashier('wallet'), label: t('cashier.wallet.title') },
  ];
  return (
    <div className="container section cashier">
      <h1 className="page-title">{title}</h1>
      <nav className="tabs cashier__tabs" aria-label={t('cashier.navLabel')}>
        {tabs.map((tab) => (
          <NavLink key={tab.to} to={tab.to} prefetch="intent">
            {tab.label}
          </NavLink>
        ))}
      </nav>
      {children}
    </div>
  );
}

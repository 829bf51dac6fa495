import { Link } from 'react-router';
import cashierCss from '../features/cashier/cashier.css?url';
import { CashierLayout } from '../features/cashier/cashier-layout.tsx';
import { formatMoney } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import { usePaths } from '../lib/use-shell.ts';
import type { Route } from './+types/cashier-wallet';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: cashierCss }];

/** The balances: main, bonus, betting bonus and their total (spec §3). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePlayer(context, request);
  return { balance: await context.api('account.getBalance') };
}

export default function CashierWallet({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = usePaths();
  const { balance_main: main, balance_bonus: bonus, balance_betting_bonus: betting } = loaderData.balance;
  const currency = main.currency;
  const rows = [
    { key: 'main', label: t('common.mainBalance'), amount: main.amount },
    { key: 'bonus', label: t('common.bonusBalance'), amount: bonus.amount },
    { key: 'betting', label: t('common.bettingBonusBalance'), amount: betting.amount },
  ];
  return (
    <CashierLayout title={t('cashier.wallet.title')}>
      <dl className="wallet card" data-testid="wallet">
        {rows.map((row) => (
          <div key={row.key} className="wallet__row">
            <dt>{row.label}</dt>
            <dd>{formatMoney(row.amount, currency)}</dd>
          </div>
        ))}
        <div className="wallet__row wallet__row--total">
          <dt>{t('common.total')}</dt>
          <dd>{formatMoney(main.amount + bonus.amount + betting.amount, currency)}</dd>
        </div>
      </dl>
      <div className="wallet__actions">
        <Link className="button button--gold" to={paths.cashierDeposit()}>
          {t('common.deposit')}
        </Link>
        <Link className="button" to={paths.cashier('withdraw')}>
          {t('common.withdraw')}
        </Link>
        <Link className="button button--ghost" to={paths.cashier('history')}>
          {t('cashier.history.title')}
        </Link>
      </div>
    </CashierLayout>
  );
}

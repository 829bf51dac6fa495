import type { PaymentView } from '@casino/shared/contract/cashier.contract';
import { useState } from 'react';
import cashierCss from '../features/cashier/cashier.css?url';
import { CashierLayout } from '../features/cashier/cashier-layout.tsx';
import { PaymentList } from '../features/cashier/payment-list.tsx';
import { canCancel } from '../features/cashier/payments.ts';
import { useCashierLoading } from '../features/cashier/use-cashier.ts';
import { WithdrawForm } from '../features/cashier/withdraw-form.tsx';
import { formatMoney } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import type { Route } from './+types/cashier-withdraw';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: cashierCss }];

/** The withdrawal form, the withdrawable balance and the withdrawals still open (they can be cancelled). */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePlayer(context, request);
  const [settings, recent] = await Promise.all([
    context.api('getwithdrawsettings'),
    context.api('gethistory', { type: 'withdrawal', offset: 0, count: 20 }),
  ]);
  return { settings, open: recent.items.filter(canCancel) };
}

export default function CashierWithdraw({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { settings, open } = loaderData;
  const [busy, setBusy] = useState(false);
  const [requested, setRequested] = useState<PaymentView | null>(null);
  const loading = useCashierLoading(busy ? 'withdraw' : null);
  return (
    <CashierLayout title={t('common.withdraw')}>
      <p className="cashier-available" data-testid="available">
        {t('cashier.availableToWithdraw', { amount: formatMoney(settings.available, settings.currency) })}
      </p>
      <div role="status" className="cashier-status">
        {requested ? (
          <p className="cashier-status__text">
            {t('cashier.withdrawalRequested', {
              amount: formatMoney(requested.amount, requested.currency),
            })}
          </p>
        ) : null}
      </div>
      {settings.methods.length > 0 ? (
        <div aria-busy={loading.paymentMethods || loading.withdraw}>
          <WithdrawForm settings={settings} onBusyChange={setBusy} onRequested={setRequested} />
        </div>
      ) : (
        <div className="empty-state">
          <p>{t('cashier.noMethods')}</p>
        </div>
      )}
      {open.length > 0 ? (
        <section className="cashier-open" aria-labelledby="open-withdrawals">
          <h2 id="open-withdrawals" className="cashier__subtitle">
            {t('cashier.openWithdrawals')}
          </h2>
          <PaymentList payments={open} caption={t('cashier.openWithdrawals')} />
        </section>
      ) : null}
    </CashierLayout>
  );
}

import type { PaymentView } from '@casino/shared/contract/cashier.contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import cashierCss from '../features/cashier/cashier.css?url';
import { CashierLayout } from '../features/cashier/cashier-layout.tsx';
import { StatusBadge, useMethodName } from '../features/cashier/payment-list.tsx';
import { formatDateTime, formatMoney } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { refusalType } from '../lib/page-errors.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import { isValidTransaction } from '../lib/routing/route-validity.ts';
import { usePaths } from '../lib/use-shell.ts';
import type { Route } from './+types/cashier-receipt';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: cashierCss }];

/** One payment by `?transaction=`; an unknown or foreign transaction shows "not found". */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePlayer(context, request);
  const transaction = new URL(request.url).searchParams.get('transaction') ?? '';
  if (!isValidTransaction(transaction)) return { payment: null };
  try {
    return { payment: await context.api('getdepositinfo', { transaction }) };
  } catch (error) {
    if (refusalType(error)) return { payment: null };
    throw error;
  }
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Receipt({ payment }: { payment: PaymentView }) {
  const t = useT();
  const methodName = useMethodName();
  return (
    <dl className="receipt card" data-testid="receipt">
      <Row label={t('cashier.receipt.transactionId')}>
        <code>{payment.transaction}</code>
      </Row>
      <Row label={t('cashier.history.type')}>{t(`cashier.history.${payment.type}`)}</Row>
      <Row label={t('cashier.history.method')}>{methodName(payment.method)}</Row>
      <Row label={t('cashier.history.amount')}>{formatMoney(payment.amount, payment.currency)}</Row>
      <Row label={t('cashier.history.status')}>
        <StatusBadge status={payment.status} />
      </Row>
      {payment.requisites ? <Row label={t('cashier.receipt.requisites')}>{payment.requisites}</Row> : null}
      <Row label={t('cashier.receipt.created')}>{formatDateTime(payment.created_at)}</Row>
      {payment.completed_at ? (
        <Row label={t('cashier.receipt.completed')}>{formatDateTime(payment.completed_at)}</Row>
      ) : null}
    </dl>
  );
}

export default function CashierReceipt({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = usePaths();
  return (
    <CashierLayout title={t('cashier.receipt.title')}>
      <div className="narrow-block">
        {loaderData.payment ? (
          <Receipt payment={loaderData.payment} />
        ) : (
          <div className="empty-state">
            <p>{t('cashier.receipt.notFound')}</p>
          </div>
        )}
        <p>
          <Link to={paths.cashier('history')}>{t('cashier.receipt.backToHistory')}</Link>
        </p>
      </div>
    </CashierLayout>
  );
}

import type { PaymentView } from '@casino/shared/contract/cashier.contract';
import { withQuery } from '@casino/shared/routing/site-paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { usePaths, useShell } from '../../lib/use-shell.ts';
import { FormNotice } from '../../ui/form-parts.tsx';
import { CancelWithdrawalButton } from './cancel-withdrawal.tsx';
import { methodText } from './method-text.ts';
import { canCancel, statusKey, statusTone } from './payments.ts';

/** A method's display name by sysname (the content service's list), else the sysname itself. */
export function useMethodName() {
  const t = useT();
  const { site } = useShell();
  return (sysname: string) => {
    const found = site.paymentMethods.find((method) => method.sysname === sysname);
    return found ? methodText(found.name, t) : sysname;
  };
}

export function StatusBadge({ status }: { status: PaymentView['status'] }) {
  const t = useT();
  return <span className={`badge status status--${statusTone(status)}`}>{t(statusKey(status))}</span>;
}

/** Deposits and withdrawals as a table (rows become cards on narrow screens). */
export function PaymentList({ payments, caption }: { payments: readonly PaymentView[]; caption: string }) {
  const t = useT();
  const paths = usePaths();
  const methodName = useMethodName();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      <FormNotice>{notice}</FormNotice>
      <table className="payment-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cashier.history.date')}</th>
            <th scope="col">{t('cashier.history.type')}</th>
            <th scope="col">{t('cashier.history.method')}</th>
            <th scope="col">{t('cashier.history.amount')}</th>
            <th scope="col">{t('cashier.history.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('cashier.history.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.transaction} data-transaction={payment.transaction}>
              <td data-label={t('cashier.history.date')}>{formatDateTime(payment.created_at)}</td>
              <td data-label={t('cashier.history.type')}>{t(`cashier.history.${payment.type}`)}</td>
              <td data-label={t('cashier.history.method')}>{methodName(payment.method)}</td>
              <td data-label={t('cashier.history.amount')} className="payment-table__amount">
                {formatMoney(payment.amount, payment.currency)}
              </td>
              <td data-label={t('cashier.history.status')}>
                <StatusBadge status={payment.status} />
              </td>
              <td className="payment-table__actions">
                <Link
                  className="button button--ghost button--sm"
                  to={withQuery(paths.cashier('receipt'), { transaction: payment.transaction })}
                  aria-label={`${t('cashier.receipt.title')} ${payment.transaction}`}
                >
                  {t('cashier.receipt.title')}
                </Link>
                {canCancel(payment) ? (
                  <CancelWithdrawalButton transaction={payment.transaction} onError={setNotice} />
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

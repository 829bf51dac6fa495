import type { PaymentView } from '@casino/shared/contract/cashier.contract';
import { withQuery } from '@casino/shared/routing/site-paths';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useRevalidator } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { takeBackUrl } from '../../lib/query-storage.ts';
import { errorPageButtonTarget, errorPageMessageKeys } from '../../lib/routing/error-pages.ts';
import { browserStorage } from '../../lib/storage-keys.ts';
import { useApi } from '../../lib/use-api.ts';
import { usePaths, useShell } from '../../lib/use-shell.ts';
import { Image } from '../../ui/image.tsx';
import { type PayPageKind, PENDING_POLL_MS } from './pay-pages.ts';
import { StatusBadge, useMethodName } from './payment-list.tsx';
import { payPageForStatus } from './payments.ts';

/** Set on the navigation from the pending page, so the next page reloads the header balance. */
interface PayNavigationState {
  refreshBalance?: boolean;
}

/** Asks for the payment every 2 s until its status is final, then moves to the success or fail page. */
function usePendingPoll(transaction: string | null) {
  const api = useApi();
  const navigate = useNavigate();
  const paths = usePaths();
  // The paths object is rebuilt on every render; the poll must not restart with it.
  const resultPath = useRef(paths.payResult);
  resultPath.current = paths.payResult;
  useEffect(() => {
    if (!transaction) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const payment = await api('getdepositinfo', { transaction });
        const target = payPageForStatus(payment.status);
        if (target && !stopped) {
          stopped = true;
          const state: PayNavigationState = { refreshBalance: true };
          navigate(resultPath.current(target, transaction), { replace: true, state });
          return;
        }
      } catch {
        // A failed check is retried on the next tick.
      }
      if (!stopped) timer = setTimeout(poll, PENDING_POLL_MS);
    };
    timer = setTimeout(poll, PENDING_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [api, navigate, transaction]);
}

/**
 * The pay pages of spec §2.4: header, description and button from translations, the icon from the
 * default-image settings, the button target per page. Pending shows a loader and follows the payment.
 */
export function PayPage({
  kind,
  transaction,
  payment,
}: {
  kind: PayPageKind;
  transaction: string | null;
  payment: PaymentView | null;
}) {
  const t = useT();
  const paths = usePaths();
  const { site } = useShell();
  const location = useLocation();
  const revalidator = useRevalidator();
  const methodName = useMethodName();
  const keys = errorPageMessageKeys(kind);
  const [target, setTarget] = useState(() => errorPageButtonTarget(kind, paths));
  const refreshed = useRef(false);

  usePendingPoll(kind === 'payPending' ? transaction : null);

  // Arriving from the pending page: the root data (header balance) predates the payment.
  useEffect(() => {
    if (refreshed.current || !(location.state as PayNavigationState | null)?.refreshBalance) return;
    refreshed.current = true;
    revalidator.revalidate();
  }, [location.state, revalidator]);

  // A `backUrl` kept from the deposit page is where a successful payment returns to (spec §2.1).
  useEffect(() => {
    if (kind !== 'paySuccess') return;
    const back = takeBackUrl('paySuccess', browserStorage());
    if (back) setTarget(back);
  }, [kind]);

  const icon = site.defaultImages[kind];
  return (
    <div className="container section">
      <section className="error-page pay-page" aria-labelledby="pay-page-title" data-pay-page={kind}>
        {icon ? <Image className="error-page__icon" src={icon} alt="" width={160} height={160} /> : null}
        <h1 id="pay-page-title" className="page-title">
          {t(keys.header)}
        </h1>
        <p className="error-page__description">{t(keys.description)}</p>
        {kind === 'payPending' ? (
          <p className="pay-page__loader" role="status">
            <span className="spinner" aria-hidden="true" />
            {t('cashier.checkingPayment')}
          </p>
        ) : null}
        {payment ? (
          <dl className="pay-page__payment">
            <div>
              <dt>{t('cashier.history.amount')}</dt>
              <dd>{formatMoney(payment.amount, payment.currency)}</dd>
            </div>
            <div>
              <dt>{t('cashier.history.method')}</dt>
              <dd>{methodName(payment.method)}</dd>
            </div>
            <div>
              <dt>{t('cashier.history.status')}</dt>
              <dd>
                <StatusBadge status={payment.status} />
              </dd>
            </div>
          </dl>
        ) : null}
        <div className="pay-page__actions">
          {target ? (
            <Link className="button button--primary" to={target}>
              {t(keys.button)}
            </Link>
          ) : null}
          {transaction ? (
            <Link className="button button--ghost" to={withQuery(paths.cashier('receipt'), { transaction })}>
              {t('cashier.receipt.view')}
            </Link>
          ) : null}
        </div>
      </section>
    </div>
  );
}

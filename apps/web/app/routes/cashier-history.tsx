import { historyCsvUrl } from '@casino/shared/routing/site-paths';
import { Link } from 'react-router';
import cashierCss from '../features/cashier/cashier.css?url';
import { CashierLayout } from '../features/cashier/cashier-layout.tsx';
import { PaymentList } from '../features/cashier/payment-list.tsx';
import {
  HISTORY_PAGE_SIZE,
  type HistoryType,
  historyOffset,
  historySearch,
  pageCount,
  parseHistoryQuery,
} from '../features/cashier/payments.ts';
import { useCashierLoading } from '../features/cashier/use-cashier.ts';
import { useT } from '../lib/i18n.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import { usePaths } from '../lib/use-shell.ts';
import type { Route } from './+types/cashier-history';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: cashierCss }];

/** Deposits and withdrawals, newest first, a page at a time, filtered by type (`?type=&page=`); all as CSV. */
export async function loader({ context, request }: Route.LoaderArgs) {
  await requirePlayer(context, request);
  const query = parseHistoryQuery(new URL(request.url).searchParams);
  const history = await context.api('gethistory', {
    offset: historyOffset(query),
    count: HISTORY_PAGE_SIZE,
    type: query.type,
  });
  return { query, history };
}

const FILTERS: readonly (HistoryType | undefined)[] = [undefined, 'deposit', 'withdrawal'];

export default function CashierHistory({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = usePaths();
  const { query, history } = loaderData;
  const loading = useCashierLoading(null);
  const pages = pageCount(history.count);
  const at = (page: number, type = query.type) =>
    `${paths.cashier('history')}${historySearch({ type, page })}`;
  return (
    <CashierLayout title={t('cashier.history.title')}>
      <nav className="history-filter" aria-label={t('cashier.history.filter')}>
        {FILTERS.map((type) => (
          <Link
            key={type ?? 'all'}
            className="button button--sm button--ghost"
            to={at(1, type)}
            aria-current={type === query.type ? 'page' : undefined}
            preventScrollReset
          >
            {type ? t(`cashier.history.${type}s`) : t('cashier.history.all')}
          </Link>
        ))}
      </nav>
      {history.count > 0 ? (
        <p className="history-export">
          <a className="button button--sm" href={historyCsvUrl(query.type, paths.locale)} download>
            {t('cashier.history.downloadCsv')}
          </a>
        </p>
      ) : null}
      <div aria-busy={loading.history} className="history-list">
        {history.items.length > 0 ? (
          <PaymentList payments={history.items} caption={t('cashier.history.title')} />
        ) : (
          <div className="empty-state">
            <p>{t('cashier.history.empty')}</p>
          </div>
        )}
      </div>
      {pages > 1 ? (
        <nav className="pagination" aria-label={t('cashier.history.pagination')}>
          {query.page > 1 ? (
            <Link className="button button--sm" to={at(query.page - 1)} rel="prev">
              {t('cashier.history.previous')}
            </Link>
          ) : null}
          <span className="pagination__status">
            {t('cashier.history.pageOf', { page: query.page, pages })}
          </span>
          {query.page < pages ? (
            <Link className="button button--sm" to={at(query.page + 1)} rel="next">
              {t('cashier.history.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </CashierLayout>
  );
}

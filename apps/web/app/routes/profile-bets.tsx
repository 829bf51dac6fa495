import { createMarketLabels, type MessageTemplate } from '@casino/shared/sportsbook/market-labels';
import { formatOdds } from '@casino/shared/sportsbook/odds-format';
import { messageLookup } from '@casino/shared/validation/message-text';
import { useMemo } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import { BetCard } from '../features/bets/bet-card.tsx';
import betsCss from '../features/bets/bets.css?url';
import {
  BET_FILTERS,
  BET_KINDS,
  type BetsQuery,
  betsParams,
  betsSearch,
  pageCount,
  parseBetsQuery,
  roundsParams,
} from '../features/bets/bets-query.ts';
import { CasinoRounds } from '../features/bets/casino-rounds.tsx';
import { HistoryExportButton } from '../features/bets/history-export-button.tsx';
import profileCss from '../features/profile/profile.css?url';
import { profileTabs } from '../features/profile/profile-config.ts';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { useT } from '../lib/i18n.ts';
import { readOddsFormatCookie } from '../lib/odds-format-cookie.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import { usePaths, useShell } from '../lib/use-shell.ts';
import { InputField } from '../ui/field.tsx';
import { useToasts } from '../ui/toast/toast-context.tsx';
import type { Route } from './+types/profile-bets';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: profileCss },
  { rel: 'stylesheet', href: betsCss },
];

/**
 * The player's sports bets, newest first (`?status=open|settled|all&from=&to=&page=`), or their casino
 * rounds (`?kind=casino&page=`).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale } = await requirePlayer(context, request);
  const query = parseBetsQuery(new URL(request.url).searchParams);
  const [bets, rounds, cms, info] = await Promise.all([
    query.kind === 'sports' ? context.api('sportsbook.getBets', betsParams(query)) : null,
    query.kind === 'casino' ? context.api('getHistory', roundsParams(query)) : null,
    context.content.cmsConfig(locale),
    query.kind === 'casino' ? context.api('getgeneralinfo') : null,
  ]);
  return {
    query,
    bets,
    rounds,
    // The rounds as a file, when the operator offers it (general info is_game_history_export_enabled).
    canExport: info?.is_game_history_export_enabled === true,
    tabs: profileTabs(cms.flags),
    // Prices show in the format the player chose on the sportsbook.
    oddsFormat: readOddsFormatCookie(request.headers.get('cookie')),
  };
}

/**
 * Bet history (spec §2.1 profile bets): open bets with their cash-out offers, and the settled ones; the
 * second tab lists the casino rounds (spec §7 getHistory).
 */
export default function ProfileBets({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = usePaths();
  const { messages } = useShell();
  const revalidator = useRevalidator();
  const toasts = useToasts();
  const { query, bets, rounds, oddsFormat, canExport } = loaderData;
  const labels = useMemo(() => createMarketLabels(messageLookup(messages) as MessageTemplate), [messages]);
  const showOdds = (thousandths: number) => formatOdds(thousandths, oddsFormat);
  const at = (change: Partial<BetsQuery>) =>
    `${paths.profile('bets')}${betsSearch({ ...query, page: 1, ...change })}`;
  const pages = pageCount(bets?.count ?? rounds?.count ?? 0);

  return (
    <ProfilePage current="bets" tabs={loaderData.tabs}>
      <nav className="tabs bets-kinds" aria-label={t('sportsbook.history.kinds.label')}>
        {BET_KINDS.map((kind) => (
          <Link
            key={kind}
            to={`${paths.profile('bets')}${betsSearch({ kind, status: 'open', from: undefined, to: undefined, page: 1 })}`}
            aria-current={kind === query.kind ? 'page' : undefined}
            preventScrollReset
          >
            {t(`sportsbook.history.kinds.${kind}`)}
          </Link>
        ))}
      </nav>
      {rounds && canExport && rounds.count > 0 ? <HistoryExportButton /> : null}
      {rounds ? <CasinoRounds rounds={rounds.items} /> : null}
      {bets ? (
        <>
          <div className="bets-filters">
            <nav aria-label={t('sportsbook.history.filter')}>
              <ul className="bets-filter">
                {BET_FILTERS.map((status) => (
                  <li key={status}>
                    <Link
                      className="button button--sm button--ghost"
                      to={at({ status })}
                      aria-current={status === query.status ? 'page' : undefined}
                      preventScrollReset
                    >
                      {t(`sportsbook.history.${status}`)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {/* Keyed by the days so the inputs show the query's after a navigation. */}
            <Form key={`${query.from}:${query.to}`} method="get" className="bets-dates" preventScrollReset>
              {query.status === 'open' ? null : <input type="hidden" name="status" value={query.status} />}
              <InputField
                type="date"
                name="from"
                label={t('sportsbook.history.from')}
                defaultValue={query.from ?? ''}
              />
              <InputField
                type="date"
                name="to"
                label={t('sportsbook.history.to')}
                defaultValue={query.to ?? ''}
              />
              <button type="submit" className="button button--sm">
                {t('sportsbook.history.apply')}
              </button>
            </Form>
          </div>

          {bets.items.length === 0 ? (
            <div className="empty-state">
              <p>{t('sportsbook.history.empty')}</p>
              <Link className="button button--primary" to={paths.betting()}>
                {t('sportsbook.history.toBetting')}
              </Link>
            </div>
          ) : (
            <div className="bet-list">
              {bets.items.map((bet) => (
                <BetCard
                  key={bet.id}
                  bet={bet}
                  labels={labels}
                  showOdds={showOdds}
                  onCashedOut={(amount) => {
                    toasts.show({
                      kind: 'profile',
                      data: { title: t('sportsbook.history.cashedOutToast', { amount }) },
                    });
                    // The bet is settled now and the header's balance grew.
                    void revalidator.revalidate();
                  }}
                  onChanged={() => void revalidator.revalidate()}
                />
              ))}
            </div>
          )}
        </>
      ) : null}

      {pages > 1 ? (
        <nav className="bets-pagination" aria-label={t('sportsbook.history.pagination')}>
          {query.page > 1 ? (
            <Link className="button button--sm" to={at({ page: query.page - 1 })} rel="prev">
              {t('sportsbook.previous')}
            </Link>
          ) : null}
          <span className="bets-pagination__status">
            {t('sportsbook.pageOf', { page: query.page, pages })}
          </span>
          {query.page < pages ? (
            <Link className="button button--sm" to={at({ page: query.page + 1 })} rel="next">
              {t('sportsbook.next')}
            </Link>
          ) : null}
        </nav>
      ) : null}
    </ProfilePage>
  );
}

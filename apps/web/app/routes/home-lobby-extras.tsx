import type { RecentWin } from '@casino/shared/contract/game-history.contract';
import type { Jackpot } from '@casino/shared/contract/jackpots.contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProviderStrip } from '../features/game-hall/provider-list.tsx';
import { WinsFeed } from '../features/home/wins-feed.tsx';
import { JackpotCard } from '../features/jackpots/jackpot-card.tsx';
import { useLiveJackpots } from '../features/jackpots/use-live-jackpots.ts';
import { useT } from '../lib/i18n.ts';
import { usePaths } from '../lib/use-shell.ts';
import type { LobbyData } from './home-lobby.server.ts';

/**
 * The lobby's live sections: the feed of recent wins, the running jackpots (their pools refreshed as on
 * the jackpots page) and the providers. The server renders them into the page; their code comes after
 * the first interaction (home-lobby.tsx), which gives their headings (flags.clickableTitles is read there).
 */
export function LobbyExtras({
  wins,
  jackpots: rendered,
  providers,
  titles,
}: {
  wins: RecentWin[];
  jackpots: Jackpot[];
  providers: LobbyData['providers'];
  titles: { jackpots: ReactNode; providers: ReactNode };
}) {
  const t = useT();
  const paths = usePaths();
  const jackpots = useLiveJackpots(rendered);
  return (
    <>
      <WinsFeed wins={wins} />
      {jackpots.length > 0 ? (
        <section className="game-row container section" aria-labelledby="row-running-jackpots">
          <div className="game-row__head">
            {titles.jackpots}
            <Link className="game-row__all" to={paths.jackpots()}>
              {t('home.seeAll')}
            </Link>
          </div>
          <ul className="game-row__list jackpot-strip">
            {jackpots.map((jackpot) => (
              <li key={jackpot.id}>
                <JackpotCard jackpot={jackpot} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ProviderStrip providers={providers} title={titles.providers} />
    </>
  );
}

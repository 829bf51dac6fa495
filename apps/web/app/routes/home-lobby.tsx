import { lazy, Suspense } from 'react';
import { FAVOURITES_CATEGORY } from '../features/game-hall/game-display.ts';
import { GameRow, RowTitle } from '../features/game-hall/game-row.tsx';
import { firstInteraction } from '../lib/after-first-interaction.ts';
import { useT } from '../lib/i18n.ts';
import { PersonalHtml, usePersonal } from '../lib/personal.tsx';
import { usePaths } from '../lib/use-shell.ts';
import type { LobbyData } from './home-lobby.server.ts';

/**
 * The wins feed, jackpots and providers are in the server's page, and stay as it rendered them (links
 * work, amounts show) until their code has come after the first interaction: React hydrates them then.
 * The home page's first JavaScript stays within its budget (ARCHITECTURE §8; decision 0043).
 */
const LobbyExtras = lazy(() =>
  firstInteraction()
    .then(() => import('./home-lobby-extras.tsx'))
    .then(({ LobbyExtras }) => ({ default: LobbyExtras })),
);

/** The lobby's rows of the hall's categories, in this order, each leading to its category. */
export const CATEGORY_ROWS = [
  { category: 'popular', title: 'home.sections.popular' },
  { category: 'new', title: 'home.sections.new' },
  { category: 'live', title: 'home.sections.liveCasino' },
  { category: 'jackpot', title: 'home.sections.jackpots' },
] as const;

/**
 * The lobby under the home page's banners: the player's own rows, the hall's categories, then the live
 * feed of wins, the running jackpots and the providers.
 */
export function Lobby({ data }: { data: LobbyData }) {
  const t = useT();
  const paths = usePaths();
  const recent = usePersonal(data.recent, 'recent');
  const favourites = usePersonal(data.favourites, 'favourites');
  return (
    <>
      <PersonalHtml value={recent}>
        {(games) => (
          <GameRow
            id="row-recent"
            title={t('home.sections.recent')}
            href={paths.profile('bets')}
            games={games}
          />
        )}
      </PersonalHtml>
      <PersonalHtml value={favourites}>
        {(games) => (
          <GameRow
            id="row-favourites"
            title={t('home.sections.favourites')}
            href={paths.gamehall({ category: FAVOURITES_CATEGORY })}
            games={games}
          />
        )}
      </PersonalHtml>
      {CATEGORY_ROWS.map((row, index) => (
        <GameRow
          key={row.category}
          id={`row-${row.category}`}
          title={t(row.title)}
          href={paths.gamehall({ category: row.category })}
          games={data.categories[index] ?? []}
        />
      ))}
      <Suspense fallback={null}>
        <LobbyExtras
          wins={data.wins}
          jackpots={data.jackpots}
          providers={data.providers}
          titles={{
            jackpots: (
              <RowTitle
                id="row-running-jackpots"
                title={t('home.sections.runningJackpots')}
                href={paths.jackpots()}
              />
            ),
            providers: (
              <RowTitle id="row-providers" title={t('home.sections.providers')} href={paths.providers()} />
            ),
          }}
        />
      </Suspense>
    </>
  );
}

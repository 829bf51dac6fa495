import type { RecentWin } from '@casino/shared/contract/game-history.contract';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useDeferredApi } from '../../lib/use-deferred-api.ts';
import { usePaths } from '../../lib/use-shell.ts';

/**
 * The lobby's feed of recent wins: a masked nickname, the amount and the game, as the page was rendered
 * (no script needed to show them); once hydrated (after the first interaction: the home page's JS
 * budget) it loads its live half, and the wins pushed over the live channel replace them.
 */
export function WinsFeed({ wins: rendered }: { wins: RecentWin[] }) {
  const t = useT();
  const paths = usePaths();
  const api = useDeferredApi();
  const [wins, setWins] = useState(rendered);
  useEffect(() => setWins(rendered), [rendered]);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    void import('./follow-wins.ts').then(({ followWins }) => {
      if (!ended) stop = followWins(api, setWins);
    });
    return () => {
      ended = true;
      stop?.();
    };
  }, [api]);
  return (
    <section className="container section wins-feed" aria-labelledby="wins-feed">
      <h2 id="wins-feed" className="game-row__title">
        {t('home.sections.winners')}
      </h2>
      {wins.length === 0 ? (
        <p className="wins-feed__empty">{t('home.winsFeed.empty')}</p>
      ) : (
        <ol className="wins-feed__list">
          {wins.map((win) => (
            <li key={win.id} className="wins-feed__item">
              <span className="wins-feed__won">
                {t('home.winsFeed.won', {
                  player: win.player,
                  amount: formatMoney(win.amount, win.currency),
                })}
              </span>
              <Link className="wins-feed__game" to={paths.game(win.game)}>
                {win.game_name}
              </Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

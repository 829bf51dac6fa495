import type { ApiContract } from '@casino/shared/api/contract';
import type { ResultOf } from '@casino/shared/api/define-action';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';

export type SportsTree = ResultOf<ApiContract['sportsbook.getLeagues']>;

/** Sports, each opening to its leagues, with the number of events (live ones marked). */
export function SportsNav({
  sports,
  current,
}: {
  sports: SportsTree;
  current: { sport?: string | undefined; league?: string | undefined };
}) {
  const t = useT();
  const paths = usePaths();
  return (
    <nav className="sports-nav" aria-label={t('sportsbook.sportsNav')}>
      <ul>
        <li>
          <Link to={paths.betting()} aria-current={!current.sport && !current.league ? 'page' : undefined}>
            {t('sportsbook.allSports')}
          </Link>
        </li>
        {sports.map((sport) => (
          <li key={sport.sport}>
            <Link
              to={paths.betting({ sport: sport.sport })}
              aria-current={current.sport === sport.sport && !current.league ? 'page' : undefined}
            >
              {sport.name} <span className="sports-nav__count">{sport.events_count}</span>
            </Link>
            {current.sport === sport.sport ? (
              <ul className="sports-nav__leagues">
                {sport.leagues.map((league) => (
                  <li key={league.id}>
                    <Link
                      to={paths.betting({ sport: sport.sport, league: league.id })}
                      aria-current={current.league === league.id ? 'page' : undefined}
                    >
                      {league.country} · {league.name}{' '}
                      <span className="sports-nav__count">{league.events_count}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}

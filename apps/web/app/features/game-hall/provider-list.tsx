import type { GameProvider } from '@casino/shared/contract/games.contract';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { Image } from '../../ui/image.tsx';

/** The providers page: every studio with its number of games, each opening the hall filtered to it. */
export function ProviderList({
  providers,
}: {
  providers: readonly Pick<GameProvider, 'sysname' | 'name' | 'image_url' | 'games_count'>[];
}) {
  const t = useT();
  const paths = usePaths();
  return (
    <div className="container section">
      <h1 className="page-title">{t('menu.providers')}</h1>
      {providers.length === 0 ? (
        <div className="empty-state">
          <p>{t('common.emptySection')}</p>
        </div>
      ) : (
        <ul className="provider-grid">
          {providers.map((provider, index) => (
            <li key={provider.sysname}>
              <Link className="provider-card" to={paths.gamehall({ providers: [provider.sysname] })}>
                <Image
                  className="provider-card__logo"
                  src={provider.image_url}
                  alt=""
                  width={160}
                  height={80}
                  loading={index < 12 ? 'eager' : 'lazy'}
                />
                <span className="provider-card__name">{provider.name}</span>
                <span className="provider-card__count">
                  {t('games.gamesCount', { count: provider.games_count.toLocaleString('en-US') })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import type { GameProvider } from '@casino/shared/contract/games.contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { Image } from '../../ui/image.tsx';

type ProviderCard = Pick<GameProvider, 'sysname' | 'name' | 'image_url'>;

/** The provider's logo, which shows its name (so the name is its text, not repeated), or the name alone. */
function ProviderMark({ provider, eager }: { provider: ProviderCard; eager: boolean }) {
  if (!provider.image_url) return <span className="provider-card__name">{provider.name}</span>;
  return (
    <Image
      className="provider-card__logo"
      src={provider.image_url}
      alt={provider.name}
      width={160}
      height={80}
      loading={eager ? 'eager' : 'lazy'}
    />
  );
}

/** The providers page: every studio with its number of games, each opening the hall filtered to it. */
export function ProviderList({
  providers,
}: {
  providers: readonly (ProviderCard & Pick<GameProvider, 'games_count'>)[];
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
                <ProviderMark provider={provider} eager={index < 12} />
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

/** The lobby's strip of providers, scrolling sideways like the game rows, each opening its games; the lobby gives its heading. */
export function ProviderStrip({
  providers,
  title,
}: {
  providers: readonly ProviderCard[];
  title: ReactNode;
}) {
  const t = useT();
  const paths = usePaths();
  if (providers.length === 0) return null;
  return (
    <section className="game-row container section" aria-labelledby="row-providers">
      <div className="game-row__head">
        {title}
        <Link className="game-row__all" to={paths.providers()}>
          {t('home.seeAll')}
        </Link>
      </div>
      <ul className="game-row__list provider-strip">
        {providers.map((provider) => (
          <li key={provider.sysname}>
            <Link className="provider-card" to={paths.gamehall({ providers: [provider.sysname] })}>
              <ProviderMark provider={provider} eager={false} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

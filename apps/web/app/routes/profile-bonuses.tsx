import { useRevalidator } from 'react-router';
import { BonusCard } from '../features/bonuses/bonus-card.tsx';
import bonusesCss from '../features/bonuses/bonuses.css?url';
import profileCss from '../features/profile/profile.css?url';
import { profileTabs } from '../features/profile/profile-config.ts';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { useT } from '../lib/i18n.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import { useToasts } from '../ui/toast/toast-context.tsx';
import type { Route } from './+types/profile-bonuses';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: profileCss },
  { rel: 'stylesheet', href: bonusesCss },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale } = await requirePlayer(context, request);
  const [bonuses, cms] = await Promise.all([context.api('bonuses.get'), context.content.cmsConfig(locale)]);
  return { bonuses, tabs: profileTabs(cms.flags) };
}

/** Bonuses (spec §2.1 profile bonuses): the player's casino bonuses with their wagering. */
export default function ProfileBonuses({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const toasts = useToasts();
  const { bonuses } = loaderData;
  return (
    <ProfilePage current="bonuses" tabs={loaderData.tabs}>
      <section className="bonus-section" aria-labelledby="casino-bonuses">
        <h2 className="profile-card__title" id="casino-bonuses">
          {t('bonuses.tabs.casino')}
        </h2>
        <p className="profile-card__description">{t('bonuses.locked')}</p>
        {bonuses.length === 0 ? (
          <div className="empty-state">
            <p>{t('bonuses.empty')}</p>
          </div>
        ) : (
          <div className="bonus-list">
            {bonuses.map((bonus) => (
              <BonusCard
                key={bonus.id}
                bonus={bonus}
                onRemoved={() => {
                  toasts.show({ kind: 'profile', title: t('bonuses.removed') });
                  // The list and the header's bonus balance both change.
                  void revalidator.revalidate();
                }}
              />
            ))}
          </div>
        )}
      </section>
    </ProfilePage>
  );
}

import { useRevalidator } from 'react-router';
import { BettingBonusesSection } from '../features/bonuses/betting-bonuses-section.tsx';
import { BonusCard, type BonusChange } from '../features/bonuses/bonus-card.tsx';
import bonusesCss from '../features/bonuses/bonuses.css?url';
import { FreeSpinCard } from '../features/bonuses/free-spin-card.tsx';
import { PromoCodeForm } from '../features/bonuses/promo-code-form.tsx';
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
  const [bonuses, freeSpins, bettingBonuses, cms] = await Promise.all([
    context.api('bonuses.get'),
    context.api('freespins.get', { fields: ['description'] }),
    context.api('BettingBonuses.get'),
    context.content.cmsConfig(locale),
  ]);
  return { bonuses, freeSpins, bettingBonuses, tabs: profileTabs(cms.flags) };
}

const GROUPS = [
  { id: 'active-bonuses', title: 'bonuses.activeTitle', statuses: ['active'] },
  { id: 'pending-bonuses', title: 'bonuses.pendingTitle', statuses: ['pending'] },
  { id: 'finished-bonuses', title: 'bonuses.finishedTitle', statuses: ['wagered', 'expired', 'removed'] },
] as const;

/**
 * Bonuses (spec §2.1 profile bonuses): the player's casino bonuses, active first, then those waiting
 * to be activated, then finished ones, each with its wagering; then the betting bonuses.
 */
export default function ProfileBonuses({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const toasts = useToasts();
  const { bonuses, freeSpins } = loaderData;
  const anyActive = bonuses.some((bonus) => bonus.status === 'active');
  const onChanged = (change: BonusChange) => {
    toasts.show({ kind: 'profile', data: { title: t(`bonuses.${change}`) } });
    // The list and the header's bonus balance both change.
    void revalidator.revalidate();
  };
  return (
    <ProfilePage current="bonuses" tabs={loaderData.tabs}>
      <section className="bonus-section" aria-labelledby="casino-bonuses">
        <h2 className="profile-card__title" id="casino-bonuses">
          {t('bonuses.tabs.casino')}
        </h2>
        <p className="profile-card__description">{t('bonuses.locked')}</p>
        <PromoCodeForm onActivated={() => void revalidator.revalidate()} />
        {bonuses.length === 0 ? (
          <div className="empty-state">
            <p>{t('bonuses.empty')}</p>
          </div>
        ) : (
          GROUPS.map((group) => {
            const shown = bonuses.filter((bonus) =>
              (group.statuses as readonly string[]).includes(bonus.status),
            );
            if (shown.length === 0) return null;
            return (
              <section key={group.id} className="bonus-section" aria-labelledby={group.id}>
                <h3 className="bonus-section__title" id={group.id}>
                  {t(group.title)}
                </h3>
                <div className="bonus-list">
                  {shown.map((bonus) => (
                    <BonusCard
                      key={bonus.id}
                      bonus={bonus}
                      otherActive={anyActive && bonus.status !== 'active'}
                      onChanged={onChanged}
                    />
                  ))}
                </div>
              </section>
            );
          })
        )}
      </section>
      {freeSpins.length > 0 ? (
        <section className="bonus-section" aria-labelledby="free-spins">
          <h2 className="profile-card__title" id="free-spins">
            {t('bonuses.tabs.freespins')}
          </h2>
          <p className="profile-card__description">{t('bonuses.freeSpins.intro')}</p>
          <div className="bonus-list">
            {freeSpins.map((pack) => (
              <FreeSpinCard key={pack.id} pack={pack} />
            ))}
          </div>
        </section>
      ) : null}
      <BettingBonusesSection bonuses={loaderData.bettingBonuses} />
    </ProfilePage>
  );
}

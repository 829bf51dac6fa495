import { Link } from 'react-router';
import { CharacterCard } from '../features/loyalty/character-card.tsx';
import { LevelProgress } from '../features/loyalty/level-progress.tsx';
import loyaltyCss from '../features/loyalty/loyalty.css?url';
import { PointsHistory } from '../features/loyalty/points-history.tsx';
import { QuestList } from '../features/loyalty/quest-list.tsx';
import profileCss from '../features/profile/profile.css?url';
import { profileTabs } from '../features/profile/profile-config.ts';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { useT } from '../lib/i18n.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import { usePaths, useShell } from '../lib/use-shell.ts';
import type { Route } from './+types/profile-loyalty';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: profileCss },
  { rel: 'stylesheet', href: loyaltyCss },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale } = await requirePlayer(context, request);
  const [programmes, cms] = await Promise.all([
    context.api('loyalty.getPrograms', { limit: 1 }),
    context.content.cmsConfig(locale),
  ]);
  const programme = programmes.items[0];
  const info = programme ? await context.api('loyalty.getinfo', { sysname: programme.sysname }) : null;
  return { info, tabs: profileTabs(cms.flags) };
}

/**
 * Loyalty (spec §2.1 profile loyalty): the player's points, level, progress, character and points
 * history.
 */
export default function ProfileLoyalty({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = usePaths();
  const { loyalty } = useShell().site;
  const { info } = loaderData;
  // Spec §3 Loyalty config: characters are on and the profile is one of their places.
  const showCharacter = loyalty.isEnabledCharacters && loyalty.characterPlaces.includes('profile');
  return (
    <ProfilePage current="loyalty" tabs={loaderData.tabs}>
      <section className="loyalty-profile" aria-label={t('profile.tabs.loyalty')}>
        {info ? (
          <>
            <LevelProgress info={info} />
            {showCharacter ? <CharacterCard character={info.character} /> : null}
            <div className="loyalty-page__actions">
              <Link className="button button--primary" to={paths.loyaltyShop()}>
                {t('loyalty.toShop')}
              </Link>
              <Link className="button button--ghost" to={paths.loyalty()}>
                {t('loyalty.toProgramme')}
              </Link>
            </div>
            {loyalty.isEnabledQuests ? <QuestList quests={info.quests} /> : null}
            <PointsHistory history={info.history} />
          </>
        ) : (
          <div className="empty-state">
            <p>{t('common.emptySection')}</p>
          </div>
        )}
      </section>
    </ProfilePage>
  );
}

import { useNavigate, useRevalidator } from 'react-router';
import profileCss from '../features/profile/profile.css?url';
import { profileTabs } from '../features/profile/profile-config.ts';
import { ProfileCard, ProfilePage } from '../features/profile/profile-page.tsx';
import {
  RealityCheckSection,
  TakeBreakSection,
} from '../features/responsible-gaming/break-and-reminders-section.tsx';
import { DepositLimitSection } from '../features/responsible-gaming/deposit-limit-section.tsx';
import { PlayLimitsSection } from '../features/responsible-gaming/play-limits-section.tsx';
import responsibleGamingCss from '../features/responsible-gaming/responsible-gaming.css?url';
import { SelfExclusionSection } from '../features/responsible-gaming/self-exclusion-section.tsx';
import { useT } from '../lib/i18n.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import { usePaths, useShell } from '../lib/use-shell.ts';
import { useToasts } from '../ui/toast/toast-context.tsx';
import type { Route } from './+types/profile-responsible-game';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: profileCss },
  { rel: 'stylesheet', href: responsibleGamingCss },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale } = await requirePlayer(context, request);
  const [limit, exclusion, protection, cms] = await Promise.all([
    context.api('account.getDepositLimit'),
    context.api('account.getSelfExclusion'),
    context.api('account.getPlayLimits'),
    context.content.cmsConfig(locale),
  ]);
  return { limit, exclusion, protection, tabs: profileTabs(cms.flags) };
}

/**
 * Responsible gaming (spec §2.1 profile responsible-game): the deposit limit and self-exclusion, and
 * the wager, loss and session limits, reality checks and take-a-break of decision 0031.
 */
export default function ProfileResponsibleGame({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { user } = useShell();
  const paths = usePaths();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toasts = useToasts();

  // The platform has signed every session out: home, then the shell reloads without the player.
  const afterExcluded = async () => {
    toasts.show({
      kind: 'profile',
      data: {
        title: t('responsibleGame.selfExclusion.toastTitle'),
        text: t('responsibleGame.selfExclusion.toastText'),
      },
    });
    await navigate(paths.home(), { replace: true });
    await revalidator.revalidate();
  };

  const refresh = () => {
    void revalidator.revalidate();
  };

  if (!user) return null;
  return (
    <ProfilePage current="responsible-game" tabs={loaderData.tabs}>
      <p className="profile-card__description">{t('responsibleGame.intro')}</p>
      <div className="profile-grid">
        <ProfileCard
          title={t('responsibleGame.depositLimit.title')}
          id="deposit-limit"
          description={t('responsibleGame.depositLimit.description')}
        >
          <DepositLimitSection
            limit={loaderData.limit}
            onChanged={() => {
              void revalidator.revalidate();
            }}
          />
        </ProfileCard>
        <ProfileCard
          title={t('responsibleGame.playLimits.title')}
          id="play-limits"
          description={t('responsibleGame.playLimits.description')}
        >
          <PlayLimitsSection protection={loaderData.protection} onChanged={refresh} />
        </ProfileCard>
        <ProfileCard
          title={t('responsibleGame.realityCheck.sectionTitle')}
          id="reality-check"
          description={t('responsibleGame.realityCheck.description')}
        >
          <RealityCheckSection protection={loaderData.protection} onChanged={refresh} />
        </ProfileCard>
        <ProfileCard
          title={t('responsibleGame.takeBreak.title')}
          id="take-break"
          description={t('responsibleGame.takeBreak.description')}
        >
          <TakeBreakSection protection={loaderData.protection} onChanged={refresh} />
        </ProfileCard>
        <ProfileCard
          title={t('responsibleGame.selfExclusion.title')}
          id="self-exclusion"
          description={t('responsibleGame.selfExclusion.description')}
        >
          <SelfExclusionSection
            exclusion={loaderData.exclusion}
            login={user.login}
            onExcluded={() => {
              void afterExcluded();
            }}
          />
        </ProfileCard>
      </div>
    </ProfilePage>
  );
}

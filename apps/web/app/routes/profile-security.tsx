import { useRevalidator } from 'react-router';
import profileCss from '../features/profile/profile.css?url';
import { profileTabs } from '../features/profile/profile-config.ts';
import { ProfileCard, ProfilePage } from '../features/profile/profile-page.tsx';
import { SessionsSection } from '../features/profile/sessions-section.tsx';
import { TwoFactorSection } from '../features/profile/two-factor-section.tsx';
import { useT } from '../lib/i18n.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import { useShell } from '../lib/use-shell.ts';
import type { Route } from './+types/profile-security';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: profileCss }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale } = await requirePlayer(context, request);
  const [sessions, cms] = await Promise.all([
    context.api('account.getSessions'),
    context.content.cmsConfig(locale),
  ]);
  return { sessions, tabs: profileTabs(cms.flags), twoFactor: cms.flags.twoFactorAuth !== false };
}

/** Security (spec §2.1 profile security): two-factor sign-in and the signed-in devices. */
export default function ProfileSecurity({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { user } = useShell();
  const revalidator = useRevalidator();
  // The root loader reloads too, so the account's two_factor_auth follows.
  const refresh = () => {
    void revalidator.revalidate();
  };
  if (!user) return null;
  return (
    <ProfilePage current="security" tabs={loaderData.tabs}>
      <div className="profile-grid">
        {loaderData.twoFactor ? (
          <ProfileCard title={t('profile.twoFactor.title')} description={t('profile.twoFactor.description')}>
            <TwoFactorSection enabled={user.two_factor_auth} onChanged={refresh} />
          </ProfileCard>
        ) : null}
        <ProfileCard title={t('profile.sessions.title')} description={t('profile.sessions.description')}>
          <SessionsSection sessions={loaderData.sessions} onChanged={refresh} />
        </ProfileCard>
      </div>
    </ProfilePage>
  );
}

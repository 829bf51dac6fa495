import profileCss from '../features/profile/profile.css?url';
import { profileTabs } from '../features/profile/profile-config.ts';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import verificationCss from '../features/verification/verification.css?url';
import { VerificationStatus } from '../features/verification/verification-status.tsx';
import { useT } from '../lib/i18n.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import type { Route } from './+types/profile-verification';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: profileCss },
  { rel: 'stylesheet', href: verificationCss },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale } = await requirePlayer(context, request);
  const [state, cms] = await Promise.all([
    context.api('account.getVerification', {}),
    context.content.cmsConfig(locale),
  ]);
  return { state, tabs: profileTabs(cms.flags) };
}

/** Verification (spec §2.1 profile verification): the identity check's state, and the way to start it. */
export default function ProfileVerification({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <ProfilePage current="verification" tabs={loaderData.tabs}>
      <section className="verification-section" aria-label={t('profile.tabs.verification')}>
        <p className="profile-card__description">{t('verification.intro')}</p>
        <VerificationStatus state={loaderData.state} />
      </section>
    </ProfilePage>
  );
}

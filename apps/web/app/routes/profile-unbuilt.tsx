import { PROFILE_CHILDREN, type ProfileChild } from '@casino/shared/routing/site-paths';
import { useMatches } from 'react-router';
import profileCss from '../features/profile/profile.css?url';
import { profileTabs } from '../features/profile/profile-config.ts';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { useT } from '../lib/i18n.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import type { Route } from './+types/profile-unbuilt';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: profileCss }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale } = await requirePlayer(context, request);
  const cms = await context.content.cmsConfig(locale);
  return { tabs: profileTabs(cms.flags) };
}

/** The profile tab this route serves, from its id (`profile-{child}`, `profile-{child}___lang`). */
function childOf(routeId: string): ProfileChild {
  const name = routeId.replace(/___lang$/, '').replace(/^profile-/, '');
  return PROFILE_CHILDREN.find((child) => child === name) ?? 'bets';
}

/**
 * A profile tab whose system has not landed (unbuilt-pages.ts): no link leads here, but a deep link
 * keeps the profile's frame, heading and tabs around the empty state.
 */
export default function ProfileUnbuilt({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const matches = useMatches();
  const current = childOf(matches[matches.length - 1]?.id ?? '');
  return (
    <ProfilePage current={current} tabs={loaderData.tabs}>
      <div className="empty-state">
        <p>{t('common.emptySection')}</p>
      </div>
    </ProfilePage>
  );
}

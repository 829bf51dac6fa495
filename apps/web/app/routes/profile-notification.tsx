import { useRevalidator } from 'react-router';
import { NotificationPreferences } from '../features/profile/notification-preferences.tsx';
import profileCss from '../features/profile/profile.css?url';
import { profileTabs } from '../features/profile/profile-config.ts';
import { ProfilePage } from '../features/profile/profile-page.tsx';
import { requirePlayer } from '../lib/require-player.server.ts';
import type { Route } from './+types/profile-notification';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: profileCss }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale } = await requirePlayer(context, request);
  const [profile, phone, cms] = await Promise.all([
    context.api('account.getprofileinfo', { fields: ['contacts'] }),
    context.api('account.getContactPhoneSettings'),
    context.content.cmsConfig(locale),
  ]);
  return { contacts: profile.contacts ?? [], countries: phone.countries, tabs: profileTabs(cms.flags) };
}

/** Notifications (spec §2.1 profile notification): the player's mailings and the messages always sent. */
export default function ProfileNotification({ loaderData }: Route.ComponentProps) {
  const revalidator = useRevalidator();
  return (
    <ProfilePage current="notification" tabs={loaderData.tabs}>
      <NotificationPreferences
        contacts={loaderData.contacts}
        countries={loaderData.countries}
        onChanged={() => {
          void revalidator.revalidate();
        }}
      />
    </ProfilePage>
  );
}

import { useLocation, useNavigate, useRevalidator } from 'react-router';
import { ContactsSection } from '../features/profile/contacts-section.tsx';
import { FakenameForm } from '../features/profile/fakename-form.tsx';
import { fillProfileReturn } from '../features/profile/fill-profile.ts';
import { LocaleForm } from '../features/profile/locale-form.tsx';
import { PasswordForm } from '../features/profile/password-form.tsx';
import { PersonalDataForm } from '../features/profile/personal-data-form.tsx';
import profileCss from '../features/profile/profile.css?url';
import { formCountries, profileTabs } from '../features/profile/profile-config.ts';
import { ProfileCard, ProfilePage } from '../features/profile/profile-page.tsx';
import { useT } from '../lib/i18n.ts';
import { requirePlayer } from '../lib/require-player.server.ts';
import { useShell } from '../lib/use-shell.ts';
import { useToasts } from '../ui/toast/toast-context.tsx';
import type { Route } from './+types/profile-settings';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: profileCss }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale } = await requirePlayer(context, request);
  const [profile, phone, cms] = await Promise.all([
    context.api('account.getprofileinfo', { fields: ['contacts', 'document'] }),
    context.api('account.getContactPhoneSettings'),
    context.content.cmsConfig(locale),
  ]);
  const countries = formCountries(cms);
  // The field set of the player's country (its regions); an unknown country gets the general one.
  const country = countries.find((each) => each.code === profile.country_code)?.code;
  const fields = await context.api('account.getPersonalDataFields', country ? { country } : {});
  return { profile, phone, fields, countries, tabs: profileTabs(cms.flags) };
}

/** Personal details (spec §2.1 profile settings): personal data, contacts, nickname, language, password. */
export default function ProfileSettings({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { user } = useShell();
  const location = useLocation();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const toasts = useToasts();
  const refresh = () => {
    void revalidator.revalidate();
  };

  // Spec §2.3: sent here by the fill-profile confirm, the player gets its toast and goes back.
  const afterProfileSaved = () => {
    const back = fillProfileReturn(location.search);
    if (back.toast) {
      toasts.show({
        kind: back.toast,
        data: { title: t(`toasts.${back.toast}.title`), text: t(`toasts.${back.toast}.text`) },
      });
    }
    if (back.from) navigate(back.from);
  };

  if (!user) return null;
  return (
    <ProfilePage current="settings" tabs={loaderData.tabs}>
      <div className="profile-grid">
        <ProfileCard title={t('profile.personalInfo')} id="personal">
          <PersonalDataForm
            profile={loaderData.profile}
            fields={loaderData.fields}
            countries={loaderData.countries}
            onSaved={afterProfileSaved}
          />
        </ProfileCard>
        <div className="profile-stack">
          <ProfileCard title={t('profile.contacts')} id="contacts" description={t('profile.contactsText')}>
            <ContactsSection
              contacts={loaderData.profile.contacts ?? []}
              phone={loaderData.phone}
              onChanged={refresh}
            />
          </ProfileCard>
          <ProfileCard title={t('profile.nickname')}>
            <FakenameForm fakename={user.fakename} onSaved={refresh} />
          </ProfileCard>
          <ProfileCard title={t('common.language')}>
            <LocaleForm accountLocale={user.locale} />
          </ProfileCard>
          <ProfileCard title={t('profile.changePassword')} description={t('profile.changePasswordText')}>
            <PasswordForm login={user.login} />
          </ProfileCard>
        </div>
      </div>
    </ProfilePage>
  );
}

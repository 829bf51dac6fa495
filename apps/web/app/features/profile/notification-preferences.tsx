import type { Contact } from '@casino/shared/contract/profile.contract';
import type { PhoneCountry } from '@casino/shared/validation/phone-masks';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { FormNotice } from '../../ui/form-parts.tsx';
import { contactText } from './contact-state.ts';
import { ProfileCard } from './profile-page.tsx';
import { SubscriptionToggle } from './subscription-toggle.tsx';

const CHANNELS = ['email', 'phone'] as const;

/**
 * What the player hears from the casino: newsletters per contact (email and SMS), off everywhere at
 * once, and the service messages (codes, security notices) that are always sent.
 */
export function NotificationPreferences({
  contacts,
  countries,
  onChanged,
}: {
  contacts: readonly Contact[];
  countries: readonly PhoneCountry[];
  onChanged: () => void;
}) {
  const t = useT();
  const api = useApi();
  const paths = usePaths();
  const { busy, notice, run } = useFormSubmit();
  const anySubscribed = contacts.some((contact) => contact.is_subscribed);

  const unsubscribeAll = async () => {
    if (await run(() => api('account.unsubscribe'), { fields: [] })) onChanged();
  };

  return (
    <div className="profile-grid">
      <ProfileCard
        title={t('profile.notifications.newsletters')}
        description={t('profile.notifications.newslettersText')}
      >
        {CHANNELS.map((channel) => {
          const list = contacts.filter((contact) => contact.type === channel);
          return (
            <fieldset key={channel} className="profile-choice">
              <legend>{t(`profile.notifications.${channel === 'email' ? 'email' : 'sms'}`)}</legend>
              {list.length === 0 ? (
                <p className="profile-card__description">
                  {t(`profile.notifications.no${channel === 'email' ? 'Email' : 'Phone'}`)}{' '}
                  <Link to={`${paths.profile('settings')}#contacts`}>
                    {t('profile.notifications.addContact')}
                  </Link>
                </p>
              ) : (
                list.map((contact) => (
                  <SubscriptionToggle
                    key={contact.contact}
                    contact={contact}
                    label={contactText(contact, countries)}
                    onChanged={onChanged}
                  />
                ))
              )}
            </fieldset>
          );
        })}
        <FormNotice>{notice}</FormNotice>
        <button type="button" className="button" onClick={unsubscribeAll} disabled={busy || !anySubscribed}>
          {t('profile.notifications.unsubscribeAll')}
        </button>
      </ProfileCard>
      <ProfileCard
        title={t('profile.notifications.service')}
        description={t('profile.notifications.serviceText')}
      >
        <ul className="profile-list">
          <li>{t('profile.notifications.serviceCodes')}</li>
          <li>{t('profile.notifications.servicePassword')}</li>
          <li>{t('profile.notifications.serviceSecurity')}</li>
        </ul>
      </ProfileCard>
    </div>
  );
}

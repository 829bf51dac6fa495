import { type FormEvent, useEffect, useState } from 'react';
import { trackAuthFailure } from '../../lib/analytics.ts';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';
import type { AuthSettings, RegistrationField } from './auth-settings.ts';
import { ConsentFields, RegistrationFields } from './registration-fields.tsx';
import {
  defaultPhoneCountry,
  initialValues,
  registrationPayload,
  type Values,
} from './registration-values.ts';
import { useRegistrationSubmit } from './use-registration-submit.ts';

/**
 * The socialRegistration view (spec §2.2, §4): a player signed up through a social network gives the
 * registration fields the network did not provide — the list comes from the server — and accepts the
 * terms. The popup cannot be closed meanwhile; signing out is the other way out.
 */
export function SocialRegistrationForm({
  settings,
  onCompleted,
  onSignedOut,
}: {
  settings: AuthSettings;
  onCompleted: () => void;
  onSignedOut: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { busy, errors, setErrors, notice, setNotice, submit } = useRegistrationSubmit();
  const [fields, setFields] = useState<RegistrationField[] | null>(null);
  const [values, setValues] = useState<Values>({});
  const [phoneCountry, setPhoneCountry] = useState(() =>
    defaultPhoneCountry(settings.forms.registration, settings.forms.phoneCountries, navigator.languages),
  );
  const [terms, setTerms] = useState(settings.auth.terms.defaultValue);
  const [notify, setNotify] = useState(settings.auth.notify.defaultValue);

  useEffect(() => {
    api('account.getRegistrationFields').then(
      (missing) => {
        setFields(missing);
        setValues(initialValues(missing, settings.forms.countries, { languages: navigator.languages }));
      },
      () => setNotice(t('common.errorGeneric')),
    );
  }, [api, settings, setNotice, t]);

  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));

  const complete = (event: FormEvent<HTMLFormElement>) => {
    if (!fields) return event.preventDefault();
    void submit(event, {
      fields,
      values,
      fastMode: false,
      phoneCountry,
      terms: { accepted: terms, required: settings.auth.terms.isActive },
      send: async () => {
        await api('account.completeRegistration', {
          ...registrationPayload(fields, values, { phoneCountry, countries: settings.forms.countries }),
          terms: terms ? '1' : '0',
          notify: notify ? '1' : '0',
        });
        onCompleted();
      },
    });
  };

  const signOut = async () => {
    await api('auth.logout').catch((error) => trackAuthFailure(api, 'logout', error));
    onSignedOut();
  };

  return (
    <form className="auth-form" onSubmit={complete} noValidate>
      <p>{t('popups.auth.socialRegistrationText')}</p>
      {fields ? (
        <RegistrationFields
          fields={fields}
          settings={settings}
          values={values}
          errors={errors}
          onChange={set}
          phoneCountry={phoneCountry}
          onPhoneCountry={setPhoneCountry}
        />
      ) : (
        <p className="auth-popup__loading">{t('common.loading')}</p>
      )}
      <ConsentFields
        settings={settings}
        terms={terms}
        notify={notify}
        termsError={errors.terms}
        onTerms={(accepted) => {
          setTerms(accepted);
          // Accepting clears the error (spec §4).
          if (accepted) setErrors(({ terms: _cleared, ...rest }) => rest);
        }}
        onNotify={setNotify}
      />
      <FormNotice>{notice}</FormNotice>
      <SubmitButton busy={busy}>{t('popups.auth.submit.socialRegistration')}</SubmitButton>
      <p className="auth-form__links">
        <button type="button" className="button button--ghost button--sm" onClick={signOut}>
          {t('common.logOut')}
        </button>
      </p>
    </form>
  );
}

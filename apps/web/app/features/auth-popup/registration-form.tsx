import { ApiError } from '@casino/shared/errors/api-error';
import type { FieldDefinition } from '@casino/shared/validation/field-definition';
import { validateTruthyCheckbox } from '@casino/shared/validation/field-validators';
import { validationMessageText } from '@casino/shared/validation/message-text';
import { type FormEvent, useRef, useState } from 'react';
import { ANALYTICS_EVENTS, trackSignIn } from '../../lib/analytics.ts';
import { useT } from '../../lib/i18n.ts';
import { storedPromoCode } from '../../lib/query-storage.ts';
import { browserStorage } from '../../lib/storage-keys.ts';
import { landingTrackingParams } from '../../lib/tracking-params.ts';
import { useApi } from '../../lib/use-api.ts';
import { useShell } from '../../lib/use-shell.ts';
import { errorsAfterChange, validationTiming } from '../../lib/validation-timing.ts';
import { CheckboxField, InputField, SelectField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';
import type { AuthSettings, AuthType } from './auth-settings.ts';
import { CharacterSelect, useCharacterChoice } from './character-select.tsx';
import { documentTypeAfterCountryChange, withCountryOptions } from './country-fields.ts';
import { countryCurrencies, currencySettings, currencyToSend } from './currency-choice.ts';
import { ConsentFields, RegistrationFields, TermsField } from './registration-fields.tsx';
import { registrationInLocale } from './registration-locale.ts';
import {
  defaultPhoneCountry,
  formCurrencies,
  initialValues,
  registrationPayload,
  type Values,
  validateRegistration,
} from './registration-values.ts';
import type { SocialAuthMessage } from './social-auth.ts';
import { SocialButtons } from './social-buttons.tsx';
import { usePromoCodeCheck } from './use-promo-code-check.ts';
import { useRegistrationSubmit } from './use-registration-submit.ts';

/**
 * The registration view (spec §2.2, §4) for one registration variant: the full form, the fast form
 * (its own field set, the login taken from the auth type's field) or the social block alone. Fields
 * are built from the content service's list and checked with the shared validators, then the
 * optional blocks — betting or casino, promo code, terms, mailing opt-in — an error notice above the
 * submit button, server field errors mapped back, and the social buttons below.
 */
export function RegistrationForm({
  settings,
  authType,
  onRegistered,
  onSocialSignedIn,
}: {
  settings: AuthSettings;
  authType: AuthType | undefined;
  onRegistered: () => void;
  onSocialSignedIn: (message: SocialAuthMessage) => void;
}) {
  const t = useT();
  const api = useApi();
  const { busy, errors, setErrors, notice, submit, lookup } = useRegistrationSubmit();
  const fastMode = authType?.component === 'fast';
  const socialOnly = authType?.component === 'social';
  // The personal fields of the chosen country, re-fetched on each country change (spec §4 registration 5).
  const [countryFields, setCountryFields] = useState<readonly FieldDefinition[] | null>(null);
  const fields = withCountryOptions(
    socialOnly
      ? []
      : fastMode
        ? (settings.forms.fastRegistration ?? settings.forms.registration)
        : settings.forms.registration,
    countryFields,
  );
  const { locale, locales, defaultLocale, generalInfo } = useShell();
  const currencyRules = currencySettings(settings.auth.currency);
  const [values, setValues] = useState<Values>(() =>
    initialValues(fields, settings.forms.countries, {
      languages: navigator.languages,
      currency: { settings: currencyRules, siteDefault: generalInfo.default_currency },
    }),
  );
  const [phoneCountry, setPhoneCountry] = useState(() =>
    defaultPhoneCountry(fields, settings.forms.phoneCountries, navigator.languages),
  );
  const [hasPromo, setHasPromo] = useState(
    () => settings.auth.showPromoFieldByDefault || Boolean(storedPromoCode(browserStorage())),
  );
  const [promo, setPromo] = useState(() => storedPromoCode(browserStorage()) ?? '');
  const [terms, setTerms] = useState(settings.auth.terms.defaultValue);
  const [notify, setNotify] = useState(settings.auth.notify.defaultValue);
  const [product, setProduct] = useState<'casino' | 'betting'>('casino');
  const characterChoice = useCharacterChoice(settings.auth.showCharacterSelect === true && !socialOnly);
  const promoCheck = usePromoCodeCheck(api, promo, settings.auth.showPromocode && hasPromo);
  const promoInvalid = t('common.promoCodeErrors.INVALID');

  const timing = validationTiming(settings.flags);
  // From the values as they are now: a country change sets the country, its region and the currency in
  // one event, and each change must build on the one before it (a value may be computed from them).
  const set = (name: string, value: string | ((current: Values) => string)) => {
    setValues((current) => {
      const next = { ...current, [name]: typeof value === 'function' ? value(current) : value };
      if (timing === 'eager') {
        // Eager validation (cms-config flags.validationTiming): the changed field is checked as it changes.
        const found = validateRegistration(fields, next, { fastMode, phoneCountry, lookup });
        setErrors((errors) => errorsAfterChange(timing, errors, found, name));
      }
      return next;
    });
  };
  // Only the answer for the country chosen last counts: a slower earlier one is dropped.
  const fetchedCountry = useRef('');
  const changeCountry = (code: string) => {
    fetchedCountry.current = code;
    if (!code) return;
    api('account.getPersonalDataFields', { country: code }).then(
      (fetched) => {
        if (fetchedCountry.current !== code) return;
        setCountryFields(fetched);
        const documentType = withCountryOptions(fields, fetched).find(
          (field) => field.sysname === 'document_type',
        );
        // The document type resets per the currency settings (spec §4), among the country's types.
        if (documentType) {
          set('document_type', (current) =>
            documentTypeAfterCountryChange(currencyRules, documentType, current.document_type ?? ''),
          );
        }
      },
      // The fields already shown still work; only their choices may not fit the new country.
      () => undefined,
    );
  };

  const termsError = (accepted: boolean) => {
    const problem = validateTruthyCheckbox(accepted, { isRequired: settings.auth.terms.isActive });
    return problem ? validationMessageText(problem, lookup) : null;
  };

  const register = async (event: FormEvent<HTMLFormElement>) => {
    // An empty currency is sent as the `emptyValue` setting says, before the form is checked.
    const currencies = formCurrencies(fields);
    const country = settings.forms.countries.find((each) => each.code === values.country_code);
    const sent =
      currencies.length === 0
        ? values
        : {
            ...values,
            currency: currencyToSend(
              currencyRules,
              countryCurrencies(
                currencies,
                fields.some((field) => field.type === 'country_code') ? country : undefined,
              ),
              values.currency ?? '',
              generalInfo.default_currency,
            ),
          };
    const registered = await submit(event, {
      fields,
      values: sent,
      fastMode,
      phoneCountry,
      terms: { accepted: terms, required: settings.auth.terms.isActive },
      promo: { shown: settings.auth.showPromocode && hasPromo, value: promo },
      send: async () => {
        const user = await api('auth.register', {
          // Spec §4 Analytics: the affiliate's parameters the visitor landed with, stored on the player.
          ...landingTrackingParams(),
          ...registrationPayload(fields, sent, {
            phoneCountry,
            countries: settings.forms.countries,
            ...(authType ? { authType } : {}),
          }),
          password: values.password ?? '',
          locale,
          terms: terms ? '1' : '0',
          notify: notify ? '1' : '0',
          ...(settings.auth.markBetting ? { is_betting: product === 'betting' ? 1 : 0 } : {}),
          ...(hasPromo && promo.trim() ? { promo_code: promo.trim() } : {}),
          ...(characterChoice.chosen ? { character_id: characterChoice.chosen.id } : {}),
        });
        // Spec §2.2 registration step 3: analytics first (the page is left next).
        await trackSignIn(api, user.uid, ANALYTICS_EVENTS.signUp, { method: fastMode ? 'fast' : 'full' });
        onRegistered();
      },
      notice: (error) =>
        error instanceof ApiError && error.type === 'TooManyRequestsException'
          ? error.message
          : t('popups.auth.registrationServerError'),
    });
    // Spec §8: a refused promo code shows common.promoCodeErrors.INVALID.
    if (!registered) {
      setErrors((current) => (current.promo_code ? { ...current, promo_code: promoInvalid } : current));
    }
  };

  const acceptTerms = (accepted: boolean) => {
    setTerms(accepted);
    // Accepting clears the error (spec §4).
    if (accepted) setErrors(({ terms: _cleared, ...rest }) => rest);
  };
  const termsBox = (
    <TermsField settings={settings} terms={terms} termsError={errors.terms} onTerms={acceptTerms} />
  );

  const social = (
    <SocialButtons
      buttons={settings.auth.socialButtons ?? []}
      title={t(socialOnly ? 'popups.auth.socialBlockTitle' : 'popups.auth.socialTitle')}
      typeAuth="registration"
      canStart={() => {
        // Spec §4: unaccepted required terms stop the social flow and mark the checkbox.
        const problem = termsError(terms);
        if (problem) setErrors((current) => ({ ...current, terms: problem }));
        return !problem;
      }}
      onSignedIn={onSocialSignedIn}
    />
  );

  if (socialOnly) {
    return (
      <div className="auth-form">
        {termsBox}
        {social}
      </div>
    );
  }

  return (
    <>
      <form className="auth-form" onSubmit={register} noValidate>
        <RegistrationFields
          fields={fields}
          settings={settings}
          values={values}
          errors={errors}
          onChange={set}
          onCountry={changeCountry}
          phoneCountry={phoneCountry}
          onPhoneCountry={setPhoneCountry}
        />

        {locales.length > 1 ? (
          // Spec §4 registration 6: choosing a language switches the site's (the form opens again in it).
          <SelectField
            label={t('common.language')}
            name="locale"
            options={locales.map((each) => ({ value: each.code, label: each.name }))}
            value={locale}
            onChange={(event) =>
              window.location.assign(
                registrationInLocale(window.location, {
                  locale: event.target.value,
                  codes: locales.map((each) => each.code),
                  defaultLocale,
                }),
              )
            }
          />
        ) : null}

        <CharacterSelect
          characters={characterChoice.characters}
          chosen={characterChoice.chosen}
          onChoose={characterChoice.choose}
        />

        {settings.auth.markBetting ? (
          <fieldset className="choice-group auth-form__choice">
            <legend>{t('popups.auth.productChoice.title')}</legend>
            {(['casino', 'betting'] as const).map((choice) => (
              <label key={choice} className="auth-form__option">
                <input
                  type="radio"
                  name="is_betting"
                  value={choice}
                  checked={product === choice}
                  onChange={() => setProduct(choice)}
                />
                {t(`popups.auth.productChoice.${choice}`)}
              </label>
            ))}
          </fieldset>
        ) : null}

        {settings.auth.showPromocode ? (
          <>
            <CheckboxField
              label={t('popups.auth.hasPromoCode')}
              checked={hasPromo}
              onChange={(event) => setHasPromo(event.target.checked)}
            />
            {hasPromo ? (
              <InputField
                label={t('popups.auth.fields.promo_code')}
                name="promo_code"
                value={promo}
                onChange={(event) => {
                  setPromo(event.target.value);
                  setErrors(({ promo_code: _changed, ...rest }) => rest);
                }}
                error={errors.promo_code ?? (promoCheck.state === 'invalid' ? promoInvalid : undefined)}
                hint={promoCheck.state === 'valid' ? promoCheck.title : undefined}
              />
            ) : null}
          </>
        ) : null}
        <ConsentFields
          settings={settings}
          terms={terms}
          notify={notify}
          termsError={errors.terms}
          onTerms={acceptTerms}
          onNotify={setNotify}
        />

        <FormNotice>{notice}</FormNotice>
        <SubmitButton busy={busy}>{t('popups.auth.submit.registration')}</SubmitButton>
      </form>
      {social}
    </>
  );
}

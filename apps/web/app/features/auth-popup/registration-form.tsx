import { ApiError } from '@casino/shared/errors/api-error';
import { validateTruthyCheckbox } from '@casino/shared/validation/field-validators';
import { messageLookup, validationMessageText } from '@casino/shared/validation/message-text';
import { type FormEvent, useMemo, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { storedPromoCode } from '../../lib/query-storage.ts';
import { browserStorage } from '../../lib/storage-keys.ts';
import { useApi } from '../../lib/use-api.ts';
import { useShell } from '../../lib/use-shell.ts';
import { CheckboxField, InputField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';
import type { AuthSettings, AuthType } from './auth-settings.ts';
import { RegistrationFields } from './registration-fields.tsx';
import {
  defaultPhoneCountry,
  type Errors,
  initialValues,
  registrationPayload,
  type Values,
  validateRegistration,
} from './registration-values.ts';
import type { SocialAuthMessage } from './social-auth.ts';
import { SocialButtons } from './social-buttons.tsx';
import { usePromoCodeCheck } from './use-promo-code-check.ts';

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
  const { messages, locale } = useShell();
  const lookup = useMemo(() => messageLookup(messages), [messages]);
  const fastMode = authType?.component === 'fast';
  const socialOnly = authType?.component === 'social';
  const fields = socialOnly
    ? []
    : fastMode
      ? (settings.forms.fastRegistration ?? settings.forms.registration)
      : settings.forms.registration;
  const [values, setValues] = useState<Values>(() => initialValues(fields, settings.forms.countries));
  const [phoneCountry, setPhoneCountry] = useState(() =>
    defaultPhoneCountry(fields, settings.forms.phoneCountries),
  );
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [hasPromo, setHasPromo] = useState(
    () => settings.auth.showPromoFieldByDefault || Boolean(storedPromoCode(browserStorage())),
  );
  const [promo, setPromo] = useState(() => storedPromoCode(browserStorage()) ?? '');
  const [terms, setTerms] = useState(settings.auth.terms.defaultValue);
  const [notify, setNotify] = useState(settings.auth.notify.defaultValue);
  const [product, setProduct] = useState<'casino' | 'betting'>('casino');
  const promoCheck = usePromoCodeCheck(api, promo, settings.auth.showPromocode && hasPromo);
  const promoInvalid = t('common.promoCodeErrors.INVALID');

  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const termsError = (accepted: boolean) => {
    const problem = validateTruthyCheckbox(accepted, { isRequired: settings.auth.terms.isActive });
    return problem ? validationMessageText(problem, lookup) : null;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateRegistration(fields, values, {
      fastMode,
      phoneCountry,
      lookup,
      terms: { accepted: terms, required: settings.auth.terms.isActive },
    });
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length > 0) {
      // Validation on submit scrolls to the first error (spec §5).
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    setBusy(true);
    try {
      await api('auth.register', {
        ...registrationPayload(fields, values, {
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
      });
      onRegistered();
    } catch (error) {
      if (
        error instanceof ApiError &&
        error.invalidParameters &&
        Object.keys(error.invalidParameters).length > 0
      ) {
        const { promo_code: promoRefused, ...fieldErrors } = error.invalidParameters;
        // Spec §8: a refused promo code shows common.promoCodeErrors.INVALID.
        setErrors(promoRefused ? { ...fieldErrors, promo_code: promoInvalid } : fieldErrors);
      } else {
        setNotice(
          error instanceof ApiError && error.type === 'TooManyRequestsException'
            ? error.message
            : t('popups.auth.registrationServerError'),
        );
      }
    } finally {
      setBusy(false);
    }
  };

  const termsBox = settings.auth.terms.isActive ? (
    <CheckboxField
      label={t('popups.auth.terms')}
      checked={terms}
      onChange={(event) => {
        setTerms(event.target.checked);
        // Accepting clears the error (spec §4).
        if (event.target.checked) setErrors(({ terms: _cleared, ...rest }) => rest);
      }}
      error={errors.terms}
    />
  ) : null;

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
      <form className="auth-form" onSubmit={submit} noValidate>
        <RegistrationFields
          fields={fields}
          settings={settings}
          values={values}
          errors={errors}
          onChange={set}
          phoneCountry={phoneCountry}
          onPhoneCountry={setPhoneCountry}
        />

        {settings.auth.markBetting ? (
          <fieldset className="auth-form__choice">
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
        {termsBox}
        {settings.auth.notify.isActive ? (
          <CheckboxField
            label={t('popups.auth.notify')}
            checked={notify}
            onChange={(event) => setNotify(event.target.checked)}
          />
        ) : null}

        <FormNotice>{notice}</FormNotice>
        <SubmitButton busy={busy}>{t('popups.auth.submit.registration')}</SubmitButton>
      </form>
      {social}
    </>
  );
}

import { ApiError } from '@casino/shared/errors/api-error';
import type { FieldDefinition } from '@casino/shared/validation/field-definition';
import { fieldValidators } from '@casino/shared/validation/field-rules';
import { validateTruthyCheckbox } from '@casino/shared/validation/field-validators';
import { messageLookup, validationMessageText } from '@casino/shared/validation/message-text';
import { firstError } from '@casino/shared/validation/validator';
import { type FormEvent, useMemo, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { storedPromoCode } from '../../lib/query-storage.ts';
import { browserStorage } from '../../lib/storage-keys.ts';
import { useApi } from '../../lib/use-api.ts';
import { useShell } from '../../lib/use-shell.ts';
import { CheckboxField, InputField, SelectField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';
import type { AuthSettings } from './auth-settings.ts';

type Values = Record<string, string>;
type Errors = Record<string, string>;

const INPUT_TYPES: Record<string, string> = { email: 'email', password: 'password', mobile: 'tel' };
const AUTOCOMPLETE: Record<string, string> = { email: 'email', password: 'new-password', mobile: 'tel' };

function initialValues(fields: readonly FieldDefinition[], settings: AuthSettings): Values {
  const values: Values = {};
  for (const field of fields) {
    const first = field.options?.select?.[0]?.value;
    values[field.sysname] = first === undefined ? '' : String(first);
    if (field.type === 'country_code') values[field.sysname] = settings.forms.countries[0]?.code ?? '';
  }
  return values;
}

/**
 * The registration view (spec §2.2, §4): fields built from the content service's list and checked
 * with the shared validators, then the optional blocks — betting or casino, promo code, terms,
 * mailing opt-in — an error notice above the submit button, and server field errors mapped back.
 */
export function RegistrationForm({
  settings,
  onRegistered,
}: {
  settings: AuthSettings;
  onRegistered: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { messages, locale } = useShell();
  const lookup = useMemo(() => messageLookup(messages), [messages]);
  const fields = settings.forms.registration.filter((field) => field.params.is_visible);
  const [values, setValues] = useState<Values>(() => initialValues(fields, settings));
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

  const set = (name: string, value: string) => setValues((current) => ({ ...current, [name]: value }));
  const country = settings.forms.countries.find((each) => each.code === values.country_code);

  const validate = (): Errors => {
    const found: Errors = {};
    for (const field of fields) {
      const problem = firstError(fieldValidators(field, { variant: 'popup' }), values[field.sysname]);
      if (problem) found[field.sysname] = validationMessageText(problem, lookup);
    }
    const termsProblem = validateTruthyCheckbox(terms, { isRequired: settings.auth.terms.isActive });
    if (termsProblem) found.terms = validationMessageText(termsProblem, lookup);
    return found;
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate();
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
        ...values,
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
        setErrors(error.invalidParameters);
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

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {fields.map((field, index) => {
        const label = t(`popups.auth.fields.${field.sysname}`);
        const common = { label, name: field.sysname, error: errors[field.sysname] };
        if (
          field.type === 'select' ||
          field.type === 'country_code' ||
          (field.type === 'region' && country?.regions)
        ) {
          const options =
            field.type === 'country_code'
              ? settings.forms.countries.map((each) => ({ value: each.code, label: each.name }))
              : field.type === 'region'
                ? (country?.regions ?? []).map((each) => ({ value: each.code, label: each.name }))
                : (field.options?.select ?? []).map((each) => ({
                    value: String(each.value),
                    label: each.label,
                  }));
          return (
            <SelectField
              key={field.sysname}
              {...common}
              options={options}
              value={values[field.sysname] ?? ''}
              onChange={(event) => {
                set(field.sysname, event.target.value);
                // Changing the country resets the region to the new country's first one (spec §4).
                if (field.type === 'country_code') {
                  const next = settings.forms.countries.find((each) => each.code === event.target.value);
                  set('region', next?.regions?.[0]?.code ?? '');
                }
              }}
            />
          );
        }
        return (
          <InputField
            key={field.sysname}
            {...common}
            type={INPUT_TYPES[field.sysname] ?? (field.type === 'password' ? 'password' : 'text')}
            autoComplete={AUTOCOMPLETE[field.sysname]}
            value={values[field.sysname] ?? ''}
            onChange={(event) => set(field.sysname, event.target.value)}
            {...(index === 0 ? { 'data-autofocus': true } : {})}
          />
        );
      })}

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
              onChange={(event) => setPromo(event.target.value)}
              error={errors.promo_code}
            />
          ) : null}
        </>
      ) : null}
      {settings.auth.terms.isActive ? (
        <CheckboxField
          label={t('popups.auth.terms')}
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
          error={errors.terms}
        />
      ) : null}
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
  );
}

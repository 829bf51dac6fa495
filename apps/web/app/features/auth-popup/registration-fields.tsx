import { stripEmoji } from '@casino/shared/validation/emoji';
import type { PhoneCountry } from '@casino/shared/validation/phone-masks';
import { useT } from '../../lib/i18n.ts';
import type { FieldErrors } from '../../lib/use-form-submit.ts';
import { CheckboxField, InputField, SelectField } from '../../ui/field.tsx';
import type { AuthSettings, RegistrationField } from './auth-settings.ts';
import { countryCurrencies, currencyAfterCountryChange, currencySettings } from './currency-choice.ts';
import { PhoneField } from './phone-field.tsx';
import { formCurrencies, type Values } from './registration-values.ts';

const INPUT_TYPES: Record<string, string> = { email: 'email', password: 'password' };
const AUTOCOMPLETE: Record<string, string> = { email: 'email', password: 'new-password' };

interface RegistrationFieldsProps {
  fields: readonly RegistrationField[];
  settings: AuthSettings;
  values: Values;
  errors: FieldErrors;
  onChange: (name: string, value: string) => void;
  /** After a country change and its resets (the registration form re-fetches the country's fields). */
  onCountry?: (code: string) => void;
  phoneCountry: PhoneCountry | undefined;
  onPhoneCountry: (country: PhoneCountry) => void;
}

/**
 * The visible fields of a server-provided list (spec §2.2), each with its control: selects, the
 * country and its regions, the phone with its dialling code, text inputs. The first one takes focus.
 */
export function RegistrationFields(props: RegistrationFieldsProps) {
  const t = useT();
  const { settings, values, errors, onChange } = props;
  const countries = settings.forms.countries;
  const country = countries.find((each) => each.code === values.country_code);
  const currencies = formCurrencies(props.fields);
  const hasCountry = props.fields.some((field) => field.type === 'country_code');
  const offeredCurrencies = countryCurrencies(currencies, hasCountry ? country : undefined);
  return props.fields
    .filter((field) => field.params.is_visible)
    .map((field, index) => {
      const label = t(`popups.auth.fields.${field.sysname}`);
      const common = { label, name: field.sysname, error: errors[field.sysname] };
      if (field.type === 'phone') {
        return (
          <PhoneField
            key={field.sysname}
            {...common}
            countries={settings.forms.phoneCountries}
            country={props.phoneCountry}
            onCountry={props.onPhoneCountry}
            value={values[field.sysname] ?? ''}
            onChange={(digits) => onChange(field.sysname, digits)}
            autoFocus={index === 0}
          />
        );
      }
      if (
        field.type === 'select' ||
        field.type === 'country_code' ||
        (field.type === 'region' && country?.regions)
      ) {
        const options =
          field.type === 'country_code'
            ? countries.map((each) => ({ value: each.code, label: each.name }))
            : field.type === 'region'
              ? (country?.regions ?? []).map((each) => ({ value: each.code, label: each.name }))
              : (field.options?.select ?? [])
                  .map((each) => ({ value: String(each.value), label: each.label }))
                  // The currency select offers the selected country's currencies, its own first (decision 0051).
                  .filter((each) => field.sysname !== 'currency' || offeredCurrencies.includes(each.value))
                  .sort((a, b) =>
                    field.sysname === 'currency'
                      ? offeredCurrencies.indexOf(a.value) - offeredCurrencies.indexOf(b.value)
                      : 0,
                  );
        return (
          <SelectField
            key={field.sysname}
            {...common}
            options={options}
            value={values[field.sysname] ?? ''}
            onChange={(event) => {
              onChange(field.sysname, event.target.value);
              // Changing the country resets the region to the new country's first one (spec §4).
              if (field.type === 'country_code') {
                const next = countries.find((each) => each.code === event.target.value);
                onChange('region', next?.regions?.[0]?.code ?? '');
                // …and the currency as the currency settings say (spec §4 registration 5).
                if (currencies.length > 0) {
                  onChange(
                    'currency',
                    currencyAfterCountryChange(
                      currencySettings(settings.auth.currency),
                      countryCurrencies(currencies, next),
                      values.currency ?? '',
                    ),
                  );
                }
                props.onCountry?.(event.target.value);
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
          // Spec §5: a text field's value is plain text (emoji dropped); a password is kept as typed.
          onChange={(event) =>
            onChange(
              field.sysname,
              field.type === 'password' ? event.target.value : stripEmoji(event.target.value),
            )
          }
          {...(index === 0 ? { 'data-autofocus': true } : {})}
        />
      );
    });
}

interface ConsentFieldsProps {
  settings: AuthSettings;
  terms: boolean;
  notify: boolean;
  termsError: string | undefined;
  onTerms: (accepted: boolean) => void;
  onNotify: (wanted: boolean) => void;
}

/** The terms checkbox, with its error. */
export function TermsField(props: Omit<ConsentFieldsProps, 'notify' | 'onNotify'>) {
  const t = useT();
  if (!props.settings.auth.terms.isActive) return null;
  return (
    <CheckboxField
      label={t('popups.auth.terms')}
      checked={props.terms}
      onChange={(event) => props.onTerms(event.target.checked)}
      error={props.termsError}
    />
  );
}

/** The terms and the mailing opt-in, each shown when the auth config turns it on (spec §2.2). */
export function ConsentFields(props: ConsentFieldsProps) {
  const t = useT();
  return (
    <>
      <TermsField {...props} />
      {props.settings.auth.notify.isActive ? (
        <CheckboxField
          label={t('popups.auth.notify')}
          checked={props.notify}
          onChange={(event) => props.onNotify(event.target.checked)}
        />
      ) : null}
    </>
  );
}

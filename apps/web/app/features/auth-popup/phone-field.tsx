import {
  detectPhoneCountry,
  formatPhone,
  type PhoneCountry,
  phoneDigits,
} from '@casino/shared/validation/phone-masks';
import { useT } from '../../lib/i18n.ts';
import { InputField, SelectField } from '../../ui/field.tsx';

// E.164 allows 15 digits in all, so no national number is longer.
const MAX_DIGITS = 15;

interface PhoneFieldProps {
  name: string;
  label: string;
  countries: readonly PhoneCountry[];
  country: PhoneCountry | undefined;
  onCountry: (country: PhoneCountry) => void;
  /** The national number's digits. */
  value: string;
  onChange: (digits: string) => void;
  error?: string | undefined;
  autoFocus?: boolean;
}

/**
 * The phone input of spec §5: the dialling code picked from the site's phone countries, digits only,
 * shown in the country's mask while typing; a pasted full number picks its country by the code.
 */
export function PhoneField(props: PhoneFieldProps) {
  const t = useT();
  const { countries, country } = props;
  return (
    <div className="phone-field">
      <SelectField
        label={t('popups.auth.fields.phone_country_code')}
        name={`${props.name}_country`}
        autoComplete="tel-country-code"
        value={country?.country_code ?? ''}
        options={countries.map((each) => ({
          value: each.country_code,
          label: `${each.name} (${each.phone_code})`,
        }))}
        onChange={(event) => {
          const next = countries.find((each) => each.country_code === event.target.value);
          if (next) props.onCountry(next);
        }}
      />
      <InputField
        label={props.label}
        name={props.name}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        value={country ? formatPhone(props.value, country.mask) : props.value}
        error={props.error}
        onChange={(event) => props.onChange(phoneDigits(event.target.value).slice(0, MAX_DIGITS))}
        onPaste={(event) => {
          const detected = detectPhoneCountry(event.clipboardData.getData('text'), countries, country);
          if (!detected) return;
          event.preventDefault();
          props.onCountry(detected.country);
          props.onChange(detected.nationalDigits.slice(0, MAX_DIGITS));
        }}
        {...(props.autoFocus ? { 'data-autofocus': true } : {})}
      />
    </div>
  );
}

import type { Profile } from '@casino/shared/contract/profile.contract';
import type { FieldDefinition } from '@casino/shared/validation/field-definition';
import { type FormEvent, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useShell } from '../../lib/use-shell.ts';
import { errorsAfterChange } from '../../lib/validation-timing.ts';
import { InputField, SelectField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';
import type { Country } from './profile-config.ts';
import {
  isDirty,
  maskedValue,
  personalFields,
  profileErrors,
  profilePayload,
  profileValues,
} from './profile-fields.ts';

const AUTOCOMPLETE: Record<string, string> = {
  first_name: 'given-name',
  middle_name: 'additional-name',
  last_name: 'family-name',
  birth_date: 'bday',
  sex: 'sex',
  country_code: 'country',
  region: 'address-level1',
  home_town: 'address-level2',
  address: 'street-address',
  postcode: 'postal-code',
};

/**
 * The personal data of spec §3 Profile, with the fields the content service lists for the player's
 * country (spec §4: changing the country re-fetches them and resets the region), checked with the
 * shared validators before saving and with the platform's field errors mapped back.
 */
export function PersonalDataForm({
  profile,
  fields: initialFields,
  countries,
  onSaved,
}: {
  profile: Profile;
  fields: readonly FieldDefinition[];
  countries: readonly Country[];
  onSaved: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { busy, errors, setErrors, notice, run, invalid, lookup } = useFormSubmit();
  const timing = useShell().site.validationTiming;
  const [fieldSet, setFieldSet] = useState(initialFields);
  const [values, setValues] = useState(() => profileValues(profile));
  const [saved, setSaved] = useState(values);
  const [justSaved, setJustSaved] = useState(false);
  const fields = personalFields(fieldSet, values);

  // Each change builds on the last (a country change also resets the region); in eager mode
  // (flags.validationTiming) the changed field is checked at once against the fields then shown.
  const set = (name: string, value: string) =>
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (timing === 'eager') {
        const found = profileErrors(personalFields(fieldSet, next), next, lookup);
        setErrors((shown) => errorsAfterChange(timing, shown, found, name));
      }
      return next;
    });

  const changeCountry = async (code: string) => {
    set('country_code', code);
    if (!code) return;
    try {
      const next = await api('account.getPersonalDataFields', { country: code });
      setFieldSet(next);
      const region = next.find((field) => field.sysname === 'region')?.options?.select?.[0]?.value;
      set('region', region === undefined ? '' : String(region));
    } catch {
      // The fields already shown still work; only the region list may not fit the new country.
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setJustSaved(false);
    // Validation on submit moves to the first field in error (spec §5).
    if (invalid(profileErrors(fields, values, lookup), form)) return;
    const ok = await run(() => api('account.saveProfileInfo', profilePayload(fields, values)), {
      fields: fields.map((field) => field.sysname),
    });
    if (ok) {
      setSaved(values);
      setJustSaved(true);
      onSaved();
    } else form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  };

  const selectOptions = (field: FieldDefinition) => {
    const list =
      field.type === 'country_code'
        ? countries.map((country) => ({ value: country.code, label: country.name }))
        : (field.options?.select ?? []).map((option) => ({
            value: String(option.value),
            label: option.label,
          }));
    // Nothing chosen yet: an empty first option, so the form does not pretend a choice was made.
    return values[field.sysname] ? list : [{ value: '', label: t('profile.choose') }, ...list];
  };

  return (
    <form className="profile-form profile-form--grid" onSubmit={submit} noValidate>
      {fields.map((field) => {
        const name = field.sysname;
        const common = {
          label: t(`popups.auth.fields.${name}`),
          name,
          error: errors[name],
          required: field.params.is_required,
          autoComplete: AUTOCOMPLETE[name],
        };
        const isSelect =
          field.type === 'select' ||
          field.type === 'country_code' ||
          (field.type === 'region' && field.options?.select !== undefined);
        if (isSelect) {
          return (
            <SelectField
              key={name}
              {...common}
              options={selectOptions(field)}
              value={values[name] ?? ''}
              onChange={(event) =>
                field.type === 'country_code'
                  ? changeCountry(event.target.value)
                  : set(name, event.target.value)
              }
            />
          );
        }
        const mask = field.options?.mask;
        return (
          <InputField
            key={name}
            {...common}
            type="text"
            inputMode={mask !== undefined ? 'numeric' : undefined}
            placeholder={field.type === 'date' ? t('profile.datePlaceholder') : undefined}
            value={values[name] ?? ''}
            onChange={(event) => set(name, maskedValue(event.target.value, mask))}
          />
        );
      })}
      <div className="profile-form__footer">
        <FormNotice>{notice}</FormNotice>
        {justSaved && !isDirty(values, saved) ? (
          <p className="profile-form__status" role="status">
            {t('profile.saved')}
          </p>
        ) : null}
        <SubmitButton busy={busy}>{t('profile.saveChanges')}</SubmitButton>
      </div>
    </form>
  );
}

import type { FieldDefinition } from '@casino/shared/validation/field-definition';
import type { RegistrationField } from './auth-settings.ts';
import { type CurrencySettings, currencyAfterCountryChange } from './currency-choice.ts';

/**
 * The registration's fields once the personal fields were re-fetched for the chosen country (spec §4
 * registration 5): the form keeps its own list and rules, and takes the choices the country's set
 * offers (its regions, its document types) for the fields both name.
 */
export function withCountryOptions(
  fields: readonly RegistrationField[],
  countryFields: readonly FieldDefinition[] | null,
): RegistrationField[] {
  if (!countryFields) return [...fields];
  return fields.map((field) => {
    const select = countryFields.find((each) => each.sysname === field.sysname)?.options?.select;
    return select ? { ...field, options: { ...field.options, select } } : field;
  });
}

/**
 * The document type after a country change: reset like the currency, as the currency settings'
 * `changeCountryValue` (and its fallback) say, among the types the country's fields offer.
 */
export function documentTypeAfterCountryChange(
  settings: CurrencySettings,
  field: RegistrationField | undefined,
  selected: string,
): string {
  const offered = (field?.options?.select ?? []).map((option) => String(option.value));
  return currencyAfterCountryChange(settings, offered, selected);
}

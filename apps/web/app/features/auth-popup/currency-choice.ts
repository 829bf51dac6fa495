/**
 * The registration form's currency (spec §3 currency settings, §4 registration 5; decision 0051). Each
 * setting names one of three values:
 * - `emptyValue`: no currency (the player picks one; a required select says so);
 * - `firstValue`: the first currency offered for the selected country;
 * - `selectedValue`: the currency already selected, if the selected country offers it — when the form
 *   opens, the site's default currency.
 * `defaultValue` sets the currency when the form opens, `changeCountryValue` when the country changes,
 * `changeCountryFallbackValue` when that gives no offered currency, and `emptyValue` what an empty
 * currency is sent as.
 */
export type CurrencyValue = 'emptyValue' | 'firstValue' | 'selectedValue';

export interface CurrencySettings {
  emptyValue: CurrencyValue;
  defaultValue: CurrencyValue;
  changeCountryValue: CurrencyValue;
  changeCountryFallbackValue: CurrencyValue;
}

/** A country may list the currencies its players may hold, its own first (cms-config `forms.countries`). */
interface CountryCurrencies {
  code: string;
  currencies?: readonly string[];
}

const DEFAULT_SETTINGS: CurrencySettings = {
  emptyValue: 'firstValue',
  defaultValue: 'firstValue',
  changeCountryValue: 'selectedValue',
  changeCountryFallbackValue: 'firstValue',
};

const VALUES: readonly string[] = ['emptyValue', 'firstValue', 'selectedValue'];

/** The content's settings, each unknown or missing one read as the demo content's choice. */
export function currencySettings(raw: unknown): CurrencySettings {
  const given = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const pick = (key: keyof CurrencySettings): CurrencyValue =>
    VALUES.includes(String(given[key])) ? (given[key] as CurrencyValue) : DEFAULT_SETTINGS[key];
  return {
    emptyValue: pick('emptyValue'),
    defaultValue: pick('defaultValue'),
    changeCountryValue: pick('changeCountryValue'),
    changeCountryFallbackValue: pick('changeCountryFallbackValue'),
  };
}

/** The form's currencies a country offers, in its order; a country listing none offers them all. */
export function countryCurrencies(
  formCurrencies: readonly string[],
  country: CountryCurrencies | undefined,
): string[] {
  if (!country?.currencies) return [...formCurrencies];
  return country.currencies.filter((code) => formCurrencies.includes(code));
}

function resolve(value: CurrencyValue, offered: readonly string[], selected: string): string {
  if (value === 'emptyValue') return '';
  if (value === 'firstValue') return offered[0] ?? '';
  return offered.includes(selected) ? selected : '';
}

/** The currency when the form opens, with the site's default currency as the one "selected". */
export function openingCurrency(settings: CurrencySettings, offered: readonly string[], siteDefault: string) {
  return resolve(settings.defaultValue, offered, siteDefault);
}

/** The currency once the country changed to one offering `offered`. */
export function currencyAfterCountryChange(
  settings: CurrencySettings,
  offered: readonly string[],
  selected: string,
): string {
  const value = resolve(settings.changeCountryValue, offered, selected);
  if (value !== '' || settings.changeCountryValue === 'emptyValue') return value;
  return resolve(settings.changeCountryFallbackValue, offered, selected);
}

/** What an empty currency is sent as (`emptyValue`): still none, the first offered or the site's default. */
export function currencyToSend(
  settings: CurrencySettings,
  offered: readonly string[],
  current: string,
  siteDefault: string,
): string {
  if (current !== '') return current;
  return resolve(settings.emptyValue, offered, siteDefault);
}

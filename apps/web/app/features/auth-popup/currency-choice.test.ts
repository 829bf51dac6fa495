import { describe, expect, it } from 'vitest';
import {
  type CurrencySettings,
  countryCurrencies,
  currencyAfterCountryChange,
  currencySettings,
  currencyToSend,
  openingCurrency,
} from './currency-choice.ts';

const FORM = ['USD', 'EUR', 'BRL', 'USDT'];
const demo = currencySettings({
  emptyValue: 'firstValue',
  defaultValue: 'firstValue',
  changeCountryValue: 'selectedValue',
  changeCountryFallbackValue: 'firstValue',
});
const brazil = countryCurrencies(FORM, { code: 'BR', currencies: ['BRL', 'USD', 'USDT'] });
const germany = countryCurrencies(FORM, { code: 'DE', currencies: ['EUR', 'USD', 'GBP'] });

describe('the currencies a country offers', () => {
  it("keeps the country's order and only the form's currencies", () => {
    expect(brazil).toEqual(['BRL', 'USD', 'USDT']);
    expect(germany).toEqual(['EUR', 'USD']);
    expect(countryCurrencies(FORM, { code: 'AR' })).toEqual(FORM);
    expect(countryCurrencies(FORM, undefined)).toEqual(FORM);
  });
});

describe('the currency settings', () => {
  it('opens on the first, the site default or no currency', () => {
    expect(openingCurrency(demo, germany, 'USD')).toBe('EUR');
    expect(openingCurrency({ ...demo, defaultValue: 'selectedValue' }, germany, 'USD')).toBe('USD');
    expect(openingCurrency({ ...demo, defaultValue: 'selectedValue' }, brazil, 'EUR')).toBe('');
    expect(openingCurrency({ ...demo, defaultValue: 'emptyValue' }, germany, 'USD')).toBe('');
  });

  it('keeps the selected currency across a country change while the new country offers it', () => {
    expect(currencyAfterCountryChange(demo, brazil, 'USD')).toBe('USD');
    // Germany offers no USDT: the fallback takes Germany's first currency.
    expect(currencyAfterCountryChange(demo, germany, 'USDT')).toBe('EUR');
    const emptyFallback: CurrencySettings = { ...demo, changeCountryFallbackValue: 'emptyValue' };
    expect(currencyAfterCountryChange(emptyFallback, germany, 'USDT')).toBe('');
  });

  it('resets to the first currency or clears it when the settings say so', () => {
    expect(currencyAfterCountryChange({ ...demo, changeCountryValue: 'firstValue' }, brazil, 'USD')).toBe(
      'BRL',
    );
    expect(currencyAfterCountryChange({ ...demo, changeCountryValue: 'emptyValue' }, brazil, 'USD')).toBe('');
  });

  it('sends an empty currency as the emptyValue setting says', () => {
    expect(currencyToSend(demo, brazil, '', 'USD')).toBe('BRL');
    expect(currencyToSend({ ...demo, emptyValue: 'selectedValue' }, brazil, '', 'USD')).toBe('USD');
    expect(currencyToSend({ ...demo, emptyValue: 'emptyValue' }, brazil, '', 'USD')).toBe('');
    expect(currencyToSend(demo, brazil, 'USDT', 'USD')).toBe('USDT');
  });

  it('reads unknown or missing settings as the demo choice', () => {
    expect(currencySettings({ defaultValue: 'lastValue' })).toEqual(demo);
    expect(currencySettings(null)).toEqual(demo);
  });
});

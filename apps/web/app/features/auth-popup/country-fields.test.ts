import { describe, expect, it } from 'vitest';
import type { RegistrationField } from './auth-settings.ts';
import { documentTypeAfterCountryChange, withCountryOptions } from './country-fields.ts';
import { currencySettings } from './currency-choice.ts';

const params = { is_required: true, is_visible: true };
const FORM: RegistrationField[] = [
  { sysname: 'email', type: 'input', params },
  { sysname: 'region', type: 'region', params: { ...params, is_required: false } },
  {
    sysname: 'document_type',
    type: 'select',
    params,
    options: { select: [{ value: 'passport', label: 'Passport' }] },
  },
];
const BRAZIL = [
  {
    sysname: 'region',
    type: 'region' as const,
    params,
    options: { select: [{ value: 'SP', label: 'São Paulo' }] },
  },
  {
    sysname: 'document_type',
    type: 'select' as const,
    params,
    options: {
      select: [
        { value: 'cpf', label: 'CPF' },
        { value: 'passport', label: 'Passport' },
      ],
    },
  },
  { sysname: 'first_name', type: 'input' as const, params },
];
const demo = currencySettings({
  changeCountryValue: 'selectedValue',
  changeCountryFallbackValue: 'firstValue',
});

describe("the registration's fields for a country", () => {
  it("take the country's choices for the fields the form has, keeping the form's own rules", () => {
    const fields = withCountryOptions(FORM, BRAZIL);
    expect(fields.map((field) => field.sysname)).toEqual(['email', 'region', 'document_type']);
    expect(fields[1]?.options?.select).toEqual([{ value: 'SP', label: 'São Paulo' }]);
    expect(fields[1]?.params.is_required).toBe(false);
    expect(fields[2]?.options?.select?.map((option) => option.value)).toEqual(['cpf', 'passport']);
  });

  it('are the form as configured before any country was fetched', () => {
    expect(withCountryOptions(FORM, null)).toEqual(FORM);
  });
});

describe('the document type after a country change', () => {
  const brazilDocument = withCountryOptions(FORM, BRAZIL)[2];
  it('keeps the selected type while the country offers it, else takes the fallback', () => {
    expect(documentTypeAfterCountryChange(demo, brazilDocument, 'passport')).toBe('passport');
    expect(documentTypeAfterCountryChange(demo, brazilDocument, 'id_card')).toBe('cpf');
  });

  it('resets to the first type or clears it when the settings say so', () => {
    expect(
      documentTypeAfterCountryChange(
        { ...demo, changeCountryValue: 'firstValue' },
        brazilDocument,
        'passport',
      ),
    ).toBe('cpf');
    expect(
      documentTypeAfterCountryChange(
        { ...demo, changeCountryValue: 'emptyValue' },
        brazilDocument,
        'passport',
      ),
    ).toBe('');
  });
});

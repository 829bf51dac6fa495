import type { Profile } from '@casino/shared/contract/profile.contract';
import type { FieldDefinition } from '@casino/shared/validation/field-definition';
import { messageLookup } from '@casino/shared/validation/message-text';
import { describe, expect, it } from 'vitest';
import {
  isDirty,
  maskedValue,
  personalFields,
  profileErrors,
  profilePayload,
  profileValues,
} from './profile-fields.ts';

const field = (sysname: string, type: FieldDefinition['type'], is_required = true): FieldDefinition => ({
  sysname,
  type,
  params: { is_required, is_visible: true },
});

const FIELDS: FieldDefinition[] = [
  field('first_name', 'input'),
  field('middle_name', 'input', false),
  field('birth_date', 'date'),
  field('sex', 'select'),
  field('email', 'input'),
  field('fakename', 'input', false),
  field('document_type', 'select'),
  field('document_number', 'input', false),
  { ...field('postcode', 'input', false), params: { is_required: false, is_visible: false } },
];

const PROFILE: Profile = {
  first_name: 'Ana',
  middle_name: null,
  last_name: 'Silva',
  sex: 0,
  birth_date: '01.02.1990',
  country: null,
  country_code: 'BR',
  region: null,
  home_town: null,
  address: null,
  postcode: null,
  document: { type: 'passport', number: null },
};

describe('personal data form', () => {
  it('reads the stored profile, with sex 0 as not chosen', () => {
    const values = profileValues(PROFILE);
    expect(values).toMatchObject({ first_name: 'Ana', middle_name: '', sex: '', document_type: 'passport' });
  });

  it('shows only visible profile fields, and the document number only for a cpf', () => {
    const names = (values: Record<string, string>) =>
      personalFields(FIELDS, values).map((each) => each.sysname);
    expect(names({ document_type: 'passport' })).toEqual([
      'first_name',
      'middle_name',
      'birth_date',
      'sex',
      'document_type',
    ]);
    expect(names({ document_type: 'cpf' })).toContain('document_number');
  });

  it('checks fields with the shared validators, in the page language', () => {
    const lookup = messageLookup({ validation: { requiredField: 'Pflichtfeld' } });
    const fields = personalFields(FIELDS, {});
    expect(
      profileErrors(
        fields,
        { first_name: '', middle_name: '', birth_date: '1.1', sex: '', document_type: 'cpf' },
        lookup,
      ),
    ).toEqual({ first_name: 'Pflichtfeld', birth_date: 'Wrong date', sex: 'Please choose' });
    expect(
      profileErrors(
        fields,
        { first_name: 'Ana', birth_date: '01.02.1990', sex: '2', document_type: 'cpf' },
        lookup,
      ),
    ).toEqual({});
  });

  it('sends the shown fields trimmed', () => {
    const fields = personalFields(FIELDS, { document_type: 'passport' });
    expect(profilePayload(fields, { first_name: ' Ana ', sex: '2', email: 'x@y.z' })).toEqual({
      first_name: 'Ana',
      middle_name: '',
      birth_date: '',
      sex: '2',
      document_type: '',
    });
  });

  it('is dirty after editing and clean once the values match what was saved', () => {
    const saved = profileValues(PROFILE);
    expect(isDirty(saved, saved)).toBe(false);
    const edited = { ...saved, first_name: 'Anna' };
    expect(isDirty(edited, saved)).toBe(true);
    expect(isDirty(edited, edited)).toBe(false);
  });

  it('writes typed digits into the field mask', () => {
    expect(maskedValue('01021990', '##.##.####')).toBe('01.02.1990');
    expect(maskedValue('01.0', '##.##.####')).toBe('01.0');
    expect(maskedValue('12345678901', '###.###.###-##')).toBe('123.456.789-01');
    expect(maskedValue('São Paulo', undefined)).toBe('São Paulo');
  });

  it('drops emoji from a plain text field (spec §5)', () => {
    expect(maskedValue('Ana 👩🏽‍💻 Maria 🇧🇷', undefined)).toBe('Ana  Maria ');
    expect(maskedValue('Rua das Flores, 12', undefined)).toBe('Rua das Flores, 12');
  });
});

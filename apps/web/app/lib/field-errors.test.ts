import { readFileSync } from 'node:fs';
import { messageLookup } from '@casino/shared/validation/message-text';
import { describe, expect, it } from 'vitest';
import { fieldErrorTexts, messageFromEnglish } from './field-errors.ts';

const german = messageLookup({
  validation: {
    requiredField: 'Pflichtfeld',
    minSymbols: 'Mindestens $$min$$ Zeichen',
  },
});

describe('server field errors', () => {
  it('recognises the shared validators’ English texts, placeholders included', () => {
    expect(messageFromEnglish('Required field')).toEqual({ key: 'validation.requiredField', params: {} });
    expect(messageFromEnglish('Min count of symbols is 4')).toEqual({
      key: 'validation.minSymbols',
      params: { min: '4' },
    });
    expect(messageFromEnglish('This email is already registered')).toEqual({
      key: 'validation.server.emailTaken',
      params: {},
    });
    expect(messageFromEnglish('Something only the server says')).toBeNull();
  });

  it('translates what it recognises, keeps other texts and renames fields', () => {
    expect(
      fieldErrorTexts(
        {
          first_name: 'Required field',
          fakename: 'Min count of symbols is 4',
          contact: 'This email is already registered',
        },
        german,
        { contact: 'email' },
      ),
    ).toEqual({
      first_name: 'Pflichtfeld',
      fakename: 'Mindestens 4 Zeichen',
      email: 'This email is already registered',
    });
  });

  it('falls back to English for a key the locale lacks, and copes with no errors', () => {
    expect(fieldErrorTexts({ code: 'wrong email address' }, german)).toEqual({ code: 'wrong email address' });
    expect(fieldErrorTexts(undefined, german)).toEqual({});
  });

  it('does not let a parameter named __proto__ reach the prototype', () => {
    const texts = fieldErrorTexts(JSON.parse('{"__proto__": "Wrong field"}'), german);
    expect(Object.getPrototypeOf(texts)).toBe(Object.prototype);
  });
});

describe('the platform’s own field refusals', () => {
  it('are in the dictionary: a German form shows them in German', () => {
    const de = JSON.parse(
      readFileSync(new URL('../../../../content/messages/de.json', import.meta.url), 'utf8'),
    );
    expect(
      fieldErrorTexts(
        {
          email: 'This email is already registered',
          password: 'Min length is 6',
          contact: 'This contact is already confirmed',
          other: 'Something only the server says',
        },
        messageLookup(de),
      ),
    ).toEqual({
      email: 'Diese E-Mail-Adresse ist bereits registriert',
      password: 'Die Mindestlänge beträgt 6',
      contact: 'Dieser Kontakt ist bereits bestätigt',
      other: 'Something only the server says',
    });
  });
});

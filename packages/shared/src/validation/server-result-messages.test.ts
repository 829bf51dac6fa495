import { describe, expect, it } from 'vitest';
import type { ValidationMessage } from './messages.ts';
import {
  type ContactType,
  contactSaveMessage,
  fieldErrorMessages,
  SMS_CODE_ERROR,
} from './server-result-messages.ts';

describe('contactSaveMessage', () => {
  it.each<[ContactType, unknown, ValidationMessage | null]>([
    ['email', 1, null],
    ['phone', '1', null],
    ['email', 0, { key: 'validation.wrongEmailFormat' }],
    ['email', true, { key: 'validation.wrongEmailFormat' }],
    ['phone', null, { key: 'validation.wrongPhoneFormat' }],
    ['phone', { error: 'x' }, { key: 'validation.wrongPhoneFormat' }],
  ])('%s answered %j gives %j', (type, result, expected) => {
    expect(contactSaveMessage(type, result)).toEqual(expected);
  });

  it('names the wrong SMS code message', () => {
    expect(SMS_CODE_ERROR).toEqual({ key: 'profile.smsCodeError' });
  });
});

describe('fieldErrorMessages', () => {
  const dictionary: Record<string, ValidationMessage> = {
    EMAIL_INVALID: { key: 'validation.wrongEmailFormat' },
    PHONE_INVALID: { key: 'validation.wrongPhoneFormat' },
    REQUIRED: { key: 'validation.required' },
  };
  const fallback: ValidationMessage = { key: 'validation.wrongField' };

  it.each<[Record<string, string | string[]>, Record<string, ValidationMessage>]>([
    [{ email: ['EMAIL_INVALID', 'REQUIRED'] }, { email: { key: 'validation.wrongEmailFormat' } }],
    [{ email: 'REQUIRED' }, { email: { key: 'validation.required' } }],
    [{ mobile: ['UNKNOWN_CODE', 'PHONE_INVALID'] }, { mobile: fallback }],
    [{ mobile: [] }, { mobile: fallback }],
    [{ login: 'toString' }, { login: fallback }],
    [{}, {}],
  ])('%j maps to %j', (errors, expected) => {
    expect(fieldErrorMessages(errors, dictionary, fallback)).toEqual(expected);
  });

  it('keeps a reply key named __proto__ as a plain field', () => {
    const errors = JSON.parse('{"__proto__": ["REQUIRED"]}') as Record<string, string[]>;
    const messages = fieldErrorMessages(errors, dictionary, fallback);
    expect(Object.getPrototypeOf(messages)).toBe(Object.prototype);
    expect(Object.entries(messages)).toEqual([['__proto__', { key: 'validation.required' }]]);
  });
});

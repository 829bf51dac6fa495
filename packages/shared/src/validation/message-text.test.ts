import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatValidationMessage, messageLookup, validationMessageText } from './message-text.ts';
import type { ValidationMessage } from './messages.ts';

describe('formatValidationMessage', () => {
  it.each([
    ['Min count of symbols is $$min$$', { min: 6 }, 'Min count of symbols is 6'],
    [
      'Amount must be between $$min$$ and $$max$$',
      { min: '$10', max: '$500' },
      'Amount must be between $10 and $500',
    ],
    ['$$a$$$$a$$', { a: 'x' }, 'xx'],
    ['Max length is $$max$$', {}, 'Max length is $$max$$'],
    ['No placeholders', { min: 1 }, 'No placeholders'],
    ['Zero is $$n$$', { n: 0 }, 'Zero is 0'],
  ])('%j with %j gives %j', (template, params, expected) => {
    expect(formatValidationMessage(template, params)).toBe(expected);
  });

  it('leaves a template without placeholders unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('$$')),
        (text) => {
          expect(formatValidationMessage(text, { min: 1 })).toBe(text);
        },
      ),
    );
  });
});

describe('messageLookup', () => {
  const lookup = messageLookup({
    validation: { required: 'Pflichtfeld', popup: { required: 'Wert fehlt' } },
  });

  it.each([
    ['validation.required', 'Pflichtfeld'],
    ['validation.popup.required', 'Wert fehlt'],
    ['validation.email', undefined],
    ['validation.popup.email', undefined],
  ] as const)('%s reads %j', (key, expected) => {
    expect(lookup(key)).toBe(expected);
  });

  it('does not read a section as a text', () => {
    expect(messageLookup({ validation: { popup: { required: 'x' } } })('validation.popup.required')).toBe(
      'x',
    );
    expect(messageLookup({ validation: 'flat' })('validation.required')).toBeUndefined();
  });
});

describe('validationMessageText', () => {
  const german = messageLookup({
    validation: {
      minLength: 'Mindestens $$min$$ Zeichen',
      passwordForbiddenChars: 'Verbotene Zeichen: $$chars$$',
      passwordSpace: 'Leerzeichen',
    },
  });
  const forbidden: ValidationMessage = {
    key: 'validation.passwordForbiddenChars',
    params: { chars: ['é', { key: 'validation.passwordSpace' }] },
  };

  it.each([
    { message: { key: 'validation.required' }, lookup: undefined, text: 'Field is required' },
    { message: { key: 'validation.popup.required' }, lookup: undefined, text: 'Value is required' },
    {
      message: { key: 'validation.minLength', params: { min: 6 } },
      lookup: undefined,
      text: 'Min length is 6',
    },
    {
      message: { key: 'validation.popup.minLength', params: { min: 6 } },
      lookup: undefined,
      text: 'This field should be at least 6 characters long',
    },
    {
      message: { key: 'validation.minLength', params: { min: 6 } },
      lookup: german,
      text: 'Mindestens 6 Zeichen',
    },
    { message: forbidden, lookup: undefined, text: 'Password contains forbidden characters: é, space' },
    { message: forbidden, lookup: german, text: 'Verbotene Zeichen: é, Leerzeichen' },
    { message: { key: 'validation.required' }, lookup: german, text: 'Field is required' },
    { message: { key: 'validation.sameAs' }, lookup: undefined, text: 'Values do not match' },
  ] satisfies { message: ValidationMessage; lookup: unknown; text: string }[])(
    '$message.key reads $text',
    ({ message, lookup, text }) => {
      expect(validationMessageText(message, lookup)).toBe(text);
    },
  );
});

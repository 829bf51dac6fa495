import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Messages } from '../content/site-content.ts';
import { messageLookup } from './message-text.ts';
import { ENGLISH_VALIDATION_MESSAGES, type ValidationMessageKey, variantKey } from './messages.ts';

function localeMessages(locale: string): Messages {
  const file = new URL(`../../../../content/messages/${locale}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Messages;
}

const keys = Object.keys(ENGLISH_VALIDATION_MESSAGES) as ValidationMessageKey[];
const english = messageLookup(localeMessages('en'));
const placeholders = (text: string) => [...text.matchAll(/\$\$(\w+)\$\$/g)].map((match) => match[1]).sort();

describe('ENGLISH_VALIDATION_MESSAGES', () => {
  it.each(keys)('%s equals en.json', (key) => {
    expect(english(key)).toBe(ENGLISH_VALIDATION_MESSAGES[key]);
  });

  it.each(['de', 'es', 'pt'])('%s translates the same keys with the same placeholders', (locale) => {
    const translated = messageLookup(localeMessages(locale));
    for (const key of keys) {
      const text = translated(key);
      expect(text, key).toBeTypeOf('string');
      expect(placeholders(text ?? ''), key).toEqual(placeholders(ENGLISH_VALIDATION_MESSAGES[key]));
    }
  });

  it('covers every message of the validation section of en.json', () => {
    const flatten = (node: Messages, prefix: string): string[] =>
      Object.entries(node).flatMap(([name, value]) =>
        typeof value === 'string' ? [`${prefix}${name}`] : flatten(value, `${prefix}${name}.`),
      );
    const section = localeMessages('en').validation as Messages;
    expect(keys).toEqual(expect.arrayContaining(flatten(section, 'validation.')));
  });
});

describe('variantKey', () => {
  it.each([
    ['required', 'default', 'validation.required'],
    ['required', 'popup', 'validation.popup.required'],
    ['email', 'default', 'validation.email'],
    ['email', 'popup', 'validation.popup.email'],
    ['minLength', 'default', 'validation.minLength'],
    ['minLength', 'popup', 'validation.popup.minLength'],
    ['maxLength', 'default', 'validation.maxLength'],
    ['maxLength', 'popup', 'validation.popup.maxLength'],
  ] as const)('%s in the %s variant is %s', (rule, variant, key) => {
    expect(variantKey(rule, variant)).toBe(key);
  });
});

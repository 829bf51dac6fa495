import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { validateEmail, validatePassword } from './field-validators.ts';
import { validationMessageText } from './message-text.ts';
import type { ValidationMessage } from './messages.ts';
import { messageFromIssue, zodFromValidators } from './zod-validators.ts';

const schema = z.object({
  email: zodFromValidators([validateEmail]),
  password: zodFromValidators([(value) => validatePassword(value, { variant: 'popup' })]),
});

function firstMessage(input: unknown): ValidationMessage | null {
  const result = schema.safeParse(input);
  const issue = result.error?.issues[0];
  return issue ? messageFromIssue(issue) : null;
}

describe('zodFromValidators', () => {
  it.each<[unknown, ValidationMessage | null]>([
    [{ email: 'player@example.com', password: 'secret' }, null],
    [{ password: 'secret' }, { key: 'validation.insertEmail' }],
    [{ email: 'player@', password: 'secret' }, { key: 'validation.wrongEmailFormat' }],
    [{ email: 'player@example.com', password: '' }, { key: 'validation.popup.required' }],
    [
      { email: 'player@example.com', password: 'abc' },
      { key: 'validation.popup.minLength', params: { min: 6 } },
    ],
    [
      { email: 'player@example.com', password: 'a b c d' },
      { key: 'validation.passwordForbiddenChars', params: { chars: [{ key: 'validation.passwordSpace' }] } },
    ],
  ])('%j fails with %j', (input, expected) => {
    expect(firstMessage(input)).toEqual(expected);
  });

  it('puts the message key in the issue and reports one issue per field', () => {
    const result = schema.safeParse({ email: '', password: '' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['email'], 'validation.insertEmail'],
      [['password'], 'validation.popup.required'],
    ]);
  });

  it('yields the value, and empty text for a missing one', () => {
    expect(zodFromValidators([]).parse(undefined)).toBe('');
    expect(zodFromValidators([validateEmail]).parse('player@example.com')).toBe('player@example.com');
  });

  it('lets the server answer in English', () => {
    const issue = zodFromValidators([validatePassword]).safeParse('abc').error?.issues[0];
    const message = issue && messageFromIssue(issue);
    expect(message && validationMessageText(message)).toBe('Min length is 6');
  });
});

describe('messageFromIssue', () => {
  it("ignores zod's own issues", () => {
    const issue = zodFromValidators([validateEmail]).safeParse(42).error?.issues[0];
    expect(issue && messageFromIssue(issue)).toBeNull();
  });

  it('ignores custom issues that carry no validation key', () => {
    const issue = z
      .string()
      .refine(() => false, { message: 'something else' })
      .safeParse('x').error?.issues[0];
    expect(issue && messageFromIssue(issue)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGE_MAX, FEEDBACK_SUBJECT_MAX, validateFeedback } from './feedback.ts';

const valid = { subject: 'Withdrawal', message: 'Where is my withdrawal from Monday?' };

describe('validateFeedback', () => {
  it('passes a player without an address and a guest with one', () => {
    expect(validateFeedback(valid, { isGuest: false })).toEqual({});
    expect(validateFeedback({ ...valid, email: 'guest@example.com' }, { isGuest: true })).toEqual({});
  });

  it('needs a guest to give a valid address, and checks a player’s when given', () => {
    expect(validateFeedback(valid, { isGuest: true })).toEqual({ email: { key: 'validation.insertEmail' } });
    expect(validateFeedback({ ...valid, email: 'not an email' }, { isGuest: false })).toEqual({
      email: { key: 'validation.wrongEmailFormat' },
    });
  });

  it('needs a subject and a message within their lengths', () => {
    expect(validateFeedback({ email: 'a@b.co' }, { isGuest: true })).toEqual({
      subject: { key: 'validation.required' },
      message: { key: 'validation.required' },
    });
    expect(
      validateFeedback(
        { subject: 'x'.repeat(FEEDBACK_SUBJECT_MAX + 1), message: 'too short' },
        { isGuest: false },
      ),
    ).toEqual({
      subject: { key: 'validation.maxLength', params: { max: FEEDBACK_SUBJECT_MAX } },
      message: { key: 'validation.minLength', params: { min: 10 } },
    });
    expect(
      validateFeedback({ ...valid, message: 'y'.repeat(FEEDBACK_MESSAGE_MAX + 1) }, { isGuest: false })
        .message,
    ).toEqual({ key: 'validation.maxLength', params: { max: FEEDBACK_MESSAGE_MAX } });
  });
});

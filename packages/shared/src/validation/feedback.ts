import { validateEmail } from './field-validators.ts';
import type { ValidationMessage } from './messages.ts';
import { checkMaxLength, checkMinLength, checkRequired } from './rules.ts';
import type { FieldValue } from './validator.ts';

export const FEEDBACK_SUBJECT_MAX = 120;
export const FEEDBACK_MESSAGE_MIN = 10;
export const FEEDBACK_MESSAGE_MAX = 4000;

export type FeedbackField = 'subject' | 'message' | 'email';

export interface FeedbackInput {
  subject?: FieldValue;
  message?: FieldValue;
  email?: FieldValue;
}

/**
 * The support form's checks (Support.sendFeedback), the same in the browser and on the server: a
 * subject, a message long enough to act on, and the address to answer, which only a guest must give
 * (a player's is on the account). Answers the first message of each field in error.
 */
export function validateFeedback(
  input: FeedbackInput,
  { isGuest }: { isGuest: boolean },
): Partial<Record<FeedbackField, ValidationMessage>> {
  const found: Partial<Record<FeedbackField, ValidationMessage>> = {};
  const subject = checkRequired(input.subject) ?? checkMaxLength(input.subject, FEEDBACK_SUBJECT_MAX);
  if (subject) found.subject = subject;
  const message =
    checkRequired(input.message) ??
    checkMinLength(input.message, FEEDBACK_MESSAGE_MIN) ??
    checkMaxLength(input.message, FEEDBACK_MESSAGE_MAX);
  if (message) found.message = message;
  const email = validateEmail(input.email, { isRequired: isGuest });
  if (email) found.email = email;
  return found;
}

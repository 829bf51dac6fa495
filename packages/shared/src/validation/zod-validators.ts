import { z } from 'zod';
import {
  ENGLISH_VALIDATION_MESSAGES,
  type ValidationMessage,
  type ValidationMessageKey,
} from './messages.ts';
import { firstError, type Validator } from './validator.ts';

/**
 * A form-data text parameter checked by the same validators as the browser form. A missing
 * parameter reads as empty text, so a required field answers the validator's own "required" message
 * rather than zod's type error. The issue message is the message key; its params ride along.
 */
export function zodFromValidators(validators: readonly Validator[]) {
  return z
    .string()
    .default('')
    .superRefine((value, ctx) => {
      const message = firstError(validators, value);
      if (message) ctx.addIssue({ code: 'custom', message: message.key, params: { ...message.params } });
    });
}

function isValidationMessageKey(key: string): key is ValidationMessageKey {
  return Object.hasOwn(ENGLISH_VALIDATION_MESSAGES, key);
}

/** The validation message behind an issue raised by zodFromValidators; null for zod's own issues. */
export function messageFromIssue(issue: z.core.$ZodIssue): ValidationMessage | null {
  if (issue.code !== 'custom' || !isValidationMessageKey(issue.message)) return null;
  return issue.params && Object.keys(issue.params).length > 0
    ? { key: issue.message, params: issue.params }
    : { key: issue.message };
}

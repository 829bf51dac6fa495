import type { ValidationMessage } from './messages.ts';

/** A wrong confirmation code for a contact (spec §5). */
export const SMS_CODE_ERROR: ValidationMessage = { key: 'profile.smsCodeError' };

export type ContactType = 'email' | 'phone';

/** Saving a contact succeeds only when the server answers 1 (spec §7); any other answer is a format refusal. */
export function contactSaveMessage(type: ContactType, result: unknown): ValidationMessage | null {
  if (result === 1 || result === '1') return null;
  return { key: type === 'email' ? 'validation.wrongEmailFormat' : 'validation.wrongPhoneFormat' };
}

/**
 * Field errors of a server reply: each field shows the message of its first error code, or the
 * fallback when the dictionary does not know that code (spec §5).
 */
export function fieldErrorMessages(
  errors: Readonly<Record<string, string | readonly string[]>>,
  dictionary: Readonly<Record<string, ValidationMessage>>,
  fallback: ValidationMessage,
): Record<string, ValidationMessage> {
  // fromEntries and hasOwn keep reply keys such as '__proto__' from reaching the prototype chain.
  return Object.fromEntries(
    Object.entries(errors).map(([field, codes]) => {
      const code = typeof codes === 'string' ? codes : codes[0];
      const message = code !== undefined && Object.hasOwn(dictionary, code) ? dictionary[code] : undefined;
      return [field, message ?? fallback];
    }),
  );
}

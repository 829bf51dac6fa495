import type { ValidationMessage } from './messages.ts';

/** A form value as the browser holds it (text, select number, checkbox) or as form data carries it. */
export type FieldValue = string | number | boolean | null | undefined;

/** One check of one field: null when the value passes. */
export type Validator = (value: FieldValue) => ValidationMessage | null;

/** Text form of a value; a checkbox or a missing value has no text. */
export function textOf(value: FieldValue): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

/** Whitespace alone counts as empty so a required field cannot be passed with spaces. */
export function isBlank(value: FieldValue): boolean {
  return textOf(value).trim() === '';
}

/** A field shows only its first error (spec §5: messages map per field by the first error). */
export function firstError(validators: readonly Validator[], value: FieldValue): ValidationMessage | null {
  for (const validate of validators) {
    const message = validate(value);
    if (message) return message;
  }
  return null;
}

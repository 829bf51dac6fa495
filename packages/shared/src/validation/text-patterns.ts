import { FAKENAME_MIN_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './limits.ts';

// Spec §5 lists the characters a name must not contain; an address additionally allows digits and | /.
const NAME_FORBIDDEN = /[\p{Nd}@_"!?#$%^&*(){}[\]|/\\<>~§+:;`]/u;
const ADDRESS_FORBIDDEN = /[@_"!?#$%^&*(){}[\]\\<>~§+:;`]/u;
const CARD_HOLDER = /^[\p{L}\p{M} .'-]+$/u;
// Letters and digits of any script; combining marks belong to the letter they decorate.
const FAKENAME = /^[\p{L}\p{M}\p{N}]+$/u;
// "one or two dot parts": the domain is label.tld or label.sub.tld.
const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+){1,2}$/u;
const SUM = /^[1-9]\d*$/;

export function hasNameForbiddenChars(value: string): boolean {
  return NAME_FORBIDDEN.test(value);
}

export function hasAddressForbiddenChars(value: string): boolean {
  return ADDRESS_FORBIDDEN.test(value);
}

export function isCardHolderText(value: string): boolean {
  return CARD_HOLDER.test(value);
}

export function hasFakenameSpecialChars(value: string): boolean {
  return !FAKENAME.test(value);
}

/** Counted in code points so an accented or astral letter counts once. */
export function symbolCount(value: string): number {
  return [...value].length;
}

export function isValidFakename(value: string): boolean {
  return symbolCount(value) >= FAKENAME_MIN_LENGTH && !hasFakenameSpecialChars(value);
}

export function isEmailShape(value: string): boolean {
  return EMAIL.test(value);
}

/** An amount typed as whole units: digits only, no leading zero. */
export function isSumText(value: string): boolean {
  return SUM.test(value);
}

/**
 * Characters a password may not contain, each once, in order of appearance. Printable ASCII is
 * allowed: it is what every keyboard layout can type again at sign-in.
 */
export function passwordForbiddenChars(value: string): string[] {
  const found = new Set<string>();
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x21 || code > 0x7e) found.add(char);
  }
  return [...found];
}

export function isValidPassword(value: string): boolean {
  const length = symbolCount(value);
  return (
    length >= PASSWORD_MIN_LENGTH &&
    length <= PASSWORD_MAX_LENGTH &&
    passwordForbiddenChars(value).length === 0
  );
}

/**
 * A regex from content-service field options, compiled as the content author wrote it (no flags). A
 * malformed pattern is ignored rather than thrown: a typo in the content must not make every
 * submission of the form fail. Global and sticky flags are dropped: they make `test` stateful.
 */
export function compilePattern(pattern: string | RegExp): RegExp | null {
  if (pattern instanceof RegExp) return new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

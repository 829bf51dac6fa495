import { type FieldValue, isBlank, textOf } from './validator.ts';

/** The auth type fields that pick the login in fast mode (spec §3 Auth config). */
export interface LoginAuthType {
  field: string;
  isFast: boolean;
}

/**
 * Phone logins are stored without the plus sign, so a leading '+' (and the spaces a paste brings
 * around it) is dropped; trailing spaces go too.
 */
export function normaliseLogin(login: string): string {
  return login.replace(/^[\s+]+/, '').trimEnd();
}

/**
 * The login to send: in fast mode the value of the chosen auth type's field; otherwise the login,
 * falling back to email, then to mobile, when it is empty.
 */
export function loginFromValues(
  values: Readonly<Record<string, FieldValue>>,
  authType?: LoginAuthType,
): string {
  const sources = authType?.isFast ? [authType.field] : ['login', 'email', 'mobile'];
  const source = sources.find((name) => !isBlank(values[name]));
  return source === undefined ? '' : normaliseLogin(textOf(values[source]));
}

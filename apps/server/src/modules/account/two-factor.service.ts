import { validateNumericCode } from '@casino/shared/validation/field-validators';
import { invalidField, invalidParameters } from '../../api/invalid-parameters.ts';
import { consumeRateLimit, RATE_LIMITS } from '../../api/rate-limit.ts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import { verifyPassword } from '../../lib/crypto/password-hash.ts';
import { generateTotpSecret, otpauthUri, verifyTotp } from '../../lib/crypto/totp.ts';
import { qrCodeDataUrl } from '../../lib/qr-code.ts';
import { TWO_FACTOR_TEXTS } from './auth.service.ts';
import * as userContacts from './contacts.repository.ts';
import * as repository from './profile.repository.ts';

/** The name authenticator apps list the account under. */
const TOTP_ISSUER = 'Aurora Casino';

export interface TwoFactorChange {
  enable: boolean;
  method: 'code' | 'totp';
  password?: string | undefined;
}

/**
 * Turns two-factor sign-in on or off. Codes go to a confirmed contact, so that method needs one; an
 * authenticator secret stays pending until a code from it is confirmed, so a player who never
 * scanned it is not locked out. Every change takes the password: a stolen session alone can neither
 * turn it off nor bind the account to the thief's authenticator and so lock the owner out.
 */
export async function changeTwoFactor(db: Db, user: UserRow, change: TwoFactorChange) {
  if (!change.password) throw invalidField('password', { key: 'validation.required' });
  if (!user.password_hash || !(await verifyPassword(change.password, user.password_hash))) {
    throw invalidParameters({ password: 'Wrong password' });
  }
  if (!change.enable) {
    await repository.setTwoFactorMethod(db, user.id, 'none');
    return 1 as const;
  }
  if (change.method === 'totp') {
    const secret = generateTotpSecret();
    await repository.savePendingTotpSecret(db, user.id, secret);
    const uri = otpauthUri(TOTP_ISSUER, user.login, secret);
    return { secret, otpauth_uri: uri, qr_code: qrCodeDataUrl(uri) };
  }
  const contacts = await userContacts.findContacts(db, user.id);
  if (!contacts.some((contact) => contact.is_confirmed)) {
    throw invalidParameters({
      method: 'Confirm an email address or phone number first: sign-in codes are sent there',
    });
  }
  await repository.setTwoFactorMethod(db, user.id, 'code');
  return 1 as const;
}

/**
 * Turns two-factor sign-in off for a player who lost their authenticator (a staff member's action,
 * after checking who asks): their next sign-in takes the password alone, and they may enrol again.
 */
export async function resetTwoFactor(db: DbOrTrx, user: UserRow): Promise<{ before: string }> {
  await repository.setTwoFactorMethod(db, user.id, 'none');
  return { before: user.two_factor_method };
}

/** Activates the pending authenticator secret with a current code from it. */
export async function confirmTwoFactor(db: Db, user: UserRow, code = '', now = new Date()) {
  const digits = code.replace(/\s/g, '');
  const problem = validateNumericCode(digits);
  if (problem) throw invalidField('code', problem);
  const secret = user.totp_pending_secret;
  if (!secret) throw invalidParameters({ code: 'Turn on authenticator sign-in first' });
  await consumeRateLimit(db, RATE_LIMITS.codeByAccount, String(user.id), now);
  const step = verifyTotp(secret, digits, { now: now.getTime() });
  if (step === null || !(await repository.activatePendingTotp(db, user.id, secret, step))) {
    throw invalidParameters({ code: TWO_FACTOR_TEXTS.invalid });
  }
}

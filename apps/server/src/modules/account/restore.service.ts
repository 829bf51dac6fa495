import { ApiError } from '@casino/shared/errors/api-error';
import { validatePassword } from '@casino/shared/validation/field-validators';
import { normaliseLogin } from '@casino/shared/validation/login-normalisation';
import { validationMessageText } from '@casino/shared/validation/message-text';
import { consumeRateLimit, RATE_LIMITS } from '../../api/rate-limit.ts';
import type { Db } from '../../db/schema.ts';
import { hashPassword } from '../../lib/crypto/password-hash.ts';
import { constantTimeEqual, hashToken } from '../../lib/crypto/secure-token.ts';
import * as codes from './auth-codes.repository.ts';
import { issueCode } from './code-delivery.ts';
import * as userContacts from './contacts.repository.ts';
import { announcePlayerChangesAfterCommit } from './player-changes.service.ts';
import * as sessions from './sessions.repository.ts';
import * as users from './users.repository.ts';

export const RESTORE_CODE_TTL_MS = 30 * 60 * 1000;
const MAX_CODE_ATTEMPTS = 5;

function invalidCode(): never {
  throw new ApiError('InvalidParameterException', 'Invalid parameters', {
    invalidParameters: { code: validationMessageText({ key: 'validation.server.codeInvalid' }) },
  });
}

/**
 * Step one: a restore code to the account's email (or phone). The answer never tells whether the
 * login exists, so the form cannot be used to find out who plays here — neither by what it says nor
 * by how long it takes: both answers do the same work (the limits), and the lookup and the code
 * follow once the answer is out (`onError` hears what goes wrong then).
 */
export async function requestRestore(
  db: Db,
  login: string,
  ip: string,
  onError: (error: unknown) => void,
  now = new Date(),
) {
  const name = normaliseLogin(login).toLowerCase();
  await consumeRateLimit(db, RATE_LIMITS.restoreByIp, ip, now);
  await consumeRateLimit(db, RATE_LIMITS.restoreByAccount, name, now);
  db.inBackground(
    new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => sendRestoreCode(db, name, now))
      .catch(onError),
  );
}

async function sendRestoreCode(db: Db, name: string, now: Date) {
  const user = await users.findUserByLoginOrContact(db, name);
  if (user?.status !== 'active') return;
  const contacts = await userContacts.findContacts(db, user.id);
  const target = contacts.find((contact) => contact.type === 'email') ?? contacts[0];
  if (!target) return;
  await db.transaction().execute((trx) =>
    issueCode(
      trx,
      {
        userId: user.id,
        purpose: 'restore',
        contact: target,
        ttlMs: RESTORE_CODE_TTL_MS,
        subject: 'Restore your password',
        body: (code) =>
          `Your Aurora Casino password restore code is ${code}. It expires in 30 minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
      },
      now,
    ),
  );
}

/**
 * Step two: the code and the new password; every session of the account ends. Answers the player's
 * id: the code proved the contact, so the browser becomes a known device (decision 0011).
 */
export async function completeRestore(
  db: Db,
  input: { login: string; code: string; password: string },
  now = new Date(),
) {
  const problem = validatePassword(input.password);
  if (problem) {
    throw new ApiError('InvalidParameterException', 'Invalid parameters', {
      invalidParameters: { password: validationMessageText(problem) },
    });
  }
  const user = await users.findUserByLoginOrContact(db, normaliseLogin(input.login).toLowerCase());
  if (user?.status !== 'active') invalidCode();
  await consumeRateLimit(db, RATE_LIMITS.codeByAccount, String(user.id), now);
  const stored = await codes.findLatestUnusedCode(db, user.id, 'restore');
  if (!stored || stored.attempts >= MAX_CODE_ATTEMPTS || stored.expires_at.getTime() <= now.getTime())
    invalidCode();
  if (!constantTimeEqual(hashToken(input.code.replace(/\s/g, '')), stored.code_hash)) {
    await codes.countFailedAttempt(db, stored.id);
    invalidCode();
  }
  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    if (!(await codes.useCode(trx, stored.id, now))) invalidCode();
    await users.updatePasswordHash(trx, user.id, hash);
    await sessions.revokeUserSessions(trx, user.id, now);
    // Every session ended: pages kept for them are not served again (decision 0058).
    await announcePlayerChangesAfterCommit(trx, [user.id]);
  });
  return user.id;
}

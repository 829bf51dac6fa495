import { ApiError } from '@casino/shared/errors/api-error';
import { validatePassword } from '@casino/shared/validation/field-validators';
import { validationMessageText } from '@casino/shared/validation/message-text';
import type { Db } from '../../db/schema.ts';
import type { UserRow } from '../../db/tables/accounts.table.ts';
import { hashPassword, verifyPassword } from '../../lib/crypto/password-hash.ts';
import { sessionIdOf } from './session.service.ts';
import * as sessions from './sessions.repository.ts';
import * as users from './users.repository.ts';

export async function changePassword(
  db: Db,
  user: UserRow,
  input: { old_password: string; password: string },
  currentTokenHash: string | null,
) {
  const problem = validatePassword(input.password);
  if (problem) {
    throw new ApiError('InvalidParameterException', 'Invalid parameters', {
      invalidParameters: { password: validationMessageText(problem) },
    });
  }
  if (!user.password_hash || !(await verifyPassword(input.old_password, user.password_hash))) {
    throw new ApiError('InvalidParameterException', 'Invalid parameters', {
      invalidParameters: { old_password: 'Wrong password' },
    });
  }
  const hash = await hashPassword(input.password);
  await db.transaction().execute(async (trx) => {
    await users.updatePasswordHash(trx, user.id, hash);
    // Whoever knew the old password is signed out everywhere but here.
    await sessions.revokeUserSessions(
      trx,
      user.id,
      new Date(),
      currentTokenHash ? { keepTokenHash: currentTokenHash } : {},
    );
  });
}

/** The player's currency, or undefined when there is no such player. */
export async function playerCurrency(db: Db, userId: number): Promise<string | undefined> {
  return (await users.findUserById(db, userId))?.currency;
}

export async function listSessions(db: Db, userId: number, currentTokenHash: string | null) {
  const rows = await sessions.listLiveSessions(db, userId, new Date());
  return rows.map((row) => ({
    id: sessionIdOf(row.token_hash),
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    ip: row.ip,
    user_agent: row.user_agent,
    is_current: row.token_hash === currentTokenHash,
  }));
}

/** Signs out one session by its shown id, or every session but the current one. */
export async function revokeSessions(
  db: Db,
  userId: number,
  currentTokenHash: string | null,
  id: string | undefined,
) {
  const now = new Date();
  if (id === undefined) {
    await sessions.revokeUserSessions(
      db,
      userId,
      now,
      currentTokenHash ? { keepTokenHash: currentTokenHash } : {},
    );
    return;
  }
  const match = (await sessions.listLiveSessions(db, userId, now)).find(
    (row) => sessionIdOf(row.token_hash) === id,
  );
  if (!match) {
    throw new ApiError('InvalidParameterException', 'Invalid parameters', {
      invalidParameters: { id: 'Unknown session' },
    });
  }
  await sessions.revokeUserSessions(db, userId, now, { onlyTokenHash: match.token_hash });
}

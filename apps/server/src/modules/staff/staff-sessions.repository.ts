import type { DbOrTrx } from '../../db/schema.ts';

export async function insertStaffSession(
  db: DbOrTrx,
  session: {
    tokenHash: string;
    staffId: number;
    expiresAt: Date;
    ip: string | null;
    userAgent: string | null;
  },
) {
  await db
    .insertInto('staff_sessions')
    .values({
      token_hash: session.tokenHash,
      staff_id: session.staffId,
      expires_at: session.expiresAt,
      ip: session.ip,
      user_agent: session.userAgent?.slice(0, 500) ?? null,
    })
    .execute();
}

/** A session not revoked nor past its expiry, with its staff member's role and status. */
export function findLiveStaffSession(db: DbOrTrx, tokenHash: string, now: Date) {
  return db
    .selectFrom('staff_sessions')
    .innerJoin('staff_users', 'staff_users.id', 'staff_sessions.staff_id')
    .select([
      'staff_sessions.token_hash',
      'staff_sessions.staff_id',
      'staff_sessions.last_seen_at',
      'staff_users.role',
      'staff_users.status',
    ])
    .where('staff_sessions.token_hash', '=', tokenHash)
    .where('staff_sessions.revoked_at', 'is', null)
    .where('staff_sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function touchStaffSession(db: DbOrTrx, tokenHash: string, now: Date) {
  await db
    .updateTable('staff_sessions')
    .set({ last_seen_at: now })
    .where('token_hash', '=', tokenHash)
    .execute();
}

export async function revokeStaffSession(db: DbOrTrx, tokenHash: string, now: Date) {
  await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('token_hash', '=', tokenHash)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every live session of a staff member; answers how many. */
export async function revokeAllStaffSessions(db: DbOrTrx, staffId: number, now: Date): Promise<number> {
  const result = await db
    .updateTable('staff_sessions')
    .set({ revoked_at: now })
    .where('staff_id', '=', staffId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

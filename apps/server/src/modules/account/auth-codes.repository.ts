import type { DbOrTrx } from '../../db/schema.ts';
import type { CodePurpose } from '../../db/tables/accounts.table.ts';

export async function insertAuthCode(
  db: DbOrTrx,
  code: { userId: number; purpose: CodePurpose; target: string; codeHash: string; expiresAt: Date },
) {
  await db
    .insertInto('auth_codes')
    .values({
      user_id: code.userId,
      purpose: code.purpose,
      target: code.target,
      code_hash: code.codeHash,
      expires_at: code.expiresAt,
    })
    .execute();
}

/** The newest code of a purpose that has not been used (it may have expired). */
export async function findLatestUnusedCode(db: DbOrTrx, userId: number, purpose: CodePurpose) {
  return db
    .selectFrom('auth_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

export async function countFailedAttempt(db: DbOrTrx, id: number) {
  await db
    .updateTable('auth_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .execute();
}

/** Marks the code used; false when another request used it first (a code is usable once). */
export async function useCode(db: DbOrTrx, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('auth_codes')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

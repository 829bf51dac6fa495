import type { DbOrTrx } from '../../db/schema.ts';

/** Records a link as used; false when it already was (the primary key decides, so two clicks use it once). */
export async function markLinkUsed(db: DbOrTrx, nonce: string, expiresAt: Date): Promise<boolean> {
  const inserted = await db
    .insertInto('mail_link_uses')
    .values({ nonce, expires_at: expiresAt })
    .onConflict((conflict) => conflict.doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return inserted !== undefined;
}

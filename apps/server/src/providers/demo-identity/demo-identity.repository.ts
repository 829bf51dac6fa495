import type { DbOrTrx } from '../../db/schema.ts';

export interface NewDemoCode {
  codeHash: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  subject: string;
  name: string;
  email: string;
  expiresAt: Date;
}

export async function insertCode(db: DbOrTrx, code: NewDemoCode) {
  await db
    .insertInto('demo_idp_codes')
    .values({
      code_hash: code.codeHash,
      client_id: code.clientId,
      redirect_uri: code.redirectUri,
      code_challenge: code.codeChallenge,
      subject: code.subject,
      name: code.name,
      email: code.email,
      expires_at: code.expiresAt,
    })
    .execute();
}

/** Marks a live code used and answers it; one conditional update, so a code is redeemed once even when raced. */
export async function takeCode(db: DbOrTrx, codeHash: string, now: Date) {
  return db
    .updateTable('demo_idp_codes')
    .set({ used_at: now })
    .where('code_hash', '=', codeHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

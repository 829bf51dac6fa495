import type { DbOrTrx } from '../../db/schema.ts';
import type { CodePurpose, ContactType } from '../../db/tables/accounts.table.ts';
import { hashToken, newNumericCode } from '../../lib/crypto/secure-token.ts';
import { enqueueMessage } from '../outbox/outbox.service.ts';
import { insertAuthCode } from './auth-codes.repository.ts';

export interface CodeDelivery {
  userId: number;
  purpose: CodePurpose;
  contact: { type: ContactType; contact: string };
  ttlMs: number;
  subject: string;
  /** The message text around the code. */
  body: (code: string) => string;
}

/**
 * Issues a 6-digit one-time code (stored hashed) and queues it to the contact. Run it inside the
 * caller's transaction: the code and its message exist together or not at all.
 */
export async function issueCode(trx: DbOrTrx, delivery: CodeDelivery, now: Date) {
  const code = newNumericCode(6);
  await insertAuthCode(trx, {
    userId: delivery.userId,
    purpose: delivery.purpose,
    target: delivery.contact.contact,
    codeHash: hashToken(code),
    expiresAt: new Date(now.getTime() + delivery.ttlMs),
  });
  await enqueueMessage(trx, {
    channel: delivery.contact.type === 'email' ? 'email' : 'sms',
    recipient: delivery.contact.contact,
    subject: delivery.subject,
    body: delivery.body(code),
  });
}

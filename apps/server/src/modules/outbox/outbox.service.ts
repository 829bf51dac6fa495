import type { DbOrTrx } from '../../db/schema.ts';
import { insertOutboxMessage, type OutboxMessage } from './outbox.repository.ts';

/**
 * Email and SMS leave through the outbox: a message is stored in the same transaction as the change
 * that caused it, so a code is never sent for a change that was rolled back. Without a configured
 * transport the stored message is what a developer reads (see the development outbox page).
 */
export async function enqueueMessage(db: DbOrTrx, message: OutboxMessage) {
  return insertOutboxMessage(db, message);
}

import type { DbOrTrx } from '../../db/schema.ts';
import { insertOutboxMessage, listOutboxMessages, type OutboxMessage } from './outbox.repository.ts';

const enqueueListeners = new Set<() => void>();

/** Called after every enqueue (in-process), so a dispatcher can deliver at once instead of at its next poll. */
export function onMessageEnqueued(listener: () => void): () => void {
  enqueueListeners.add(listener);
  return () => enqueueListeners.delete(listener);
}

/**
 * Email and SMS leave through the outbox: a message is stored in the same transaction as the change
 * that caused it, so a code is never sent for a change that was rolled back. The dispatcher delivers
 * email once committed when SMTP is configured (outbox-dispatcher.ts); SMS has no transport yet and
 * stays stored, as does all email without SMTP — the development outbox page shows them.
 */
export async function enqueueMessage(db: DbOrTrx, message: OutboxMessage) {
  const row = await insertOutboxMessage(db, message);
  for (const listener of enqueueListeners) listener();
  return row;
}

export const RECENT_MESSAGES_LIMIT = 100;

/** The latest messages, newest first, optionally of one recipient. */
export async function listRecentMessages(db: DbOrTrx, recipient: string | undefined) {
  return listOutboxMessages(db, {
    limit: RECENT_MESSAGES_LIMIT,
    ...(recipient ? { recipient } : {}),
  });
}

import { type Insertable, sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type { OutboxMessagesTable } from '../../db/tables/accounts.table.ts';

export type OutboxChannel = OutboxMessagesTable['channel'];

/** A message as it is queued; status, attempts and times start at their defaults. */
export type OutboxMessage = Pick<
  Insertable<OutboxMessagesTable>,
  'channel' | 'recipient' | 'subject' | 'body'
> & {
  /** Extra mail headers by name (List-Unsubscribe). */
  headers?: Record<string, string>;
};

export async function insertOutboxMessage(db: DbOrTrx, { headers, ...message }: OutboxMessage) {
  return db
    .insertInto('outbox_messages')
    .values({ ...message, headers: headers ? JSON.stringify(headers) : null })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Newest first; `recipient` matches whole addresses, ignoring case (emails are stored lowercased). */
export async function listOutboxMessages(db: DbOrTrx, options: { recipient?: string; limit: number }) {
  let query = db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.recipient) {
    const recipient = options.recipient.toLowerCase();
    query = query.where((eb) => eb(eb.fn('lower', ['recipient']), '=', recipient));
  }
  return query.execute();
}

/**
 * Takes the oldest due message of a channel for one delivery attempt, in a single statement:
 * `for update skip locked` lets dispatchers in several processes claim different rows at the same
 * moment, and the lease written to next_attempt_at keeps every other dispatcher off the row while it is
 * being sent (a crashed sender's message becomes due again when the lease runs out).
 */
export async function claimDueMessage(
  db: DbOrTrx,
  channel: OutboxChannel,
  options: { maxAttempts: number; leaseSeconds: number },
) {
  return db
    .updateTable('outbox_messages')
    .set((eb) => ({
      attempts: eb('attempts', '+', 1),
      next_attempt_at: sql<Date>`now() + make_interval(secs => ${options.leaseSeconds})`,
    }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('outbox_messages')
        .select('id')
        .where('channel', '=', channel)
        .where('status', '<>', 'sent')
        .where('attempts', '<', options.maxAttempts)
        .where((due) =>
          due.or([due('next_attempt_at', 'is', null), due('next_attempt_at', '<=', sql<Date>`now()`)]),
        )
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['id', 'recipient', 'subject', 'body', 'headers', 'attempts'])
    .executeTakeFirst();
}

export async function markMessageSent(db: DbOrTrx, id: number) {
  await db
    .updateTable('outbox_messages')
    .set({ status: 'sent', sent_at: sql<Date>`now()`, error: null, next_attempt_at: null })
    .where('id', '=', id)
    .execute();
}

/** `retryInSeconds` null gives the message up: it stays failed. */
export async function markMessageFailed(
  db: DbOrTrx,
  id: number,
  error: string,
  retryInSeconds: number | null,
) {
  await db
    .updateTable('outbox_messages')
    .set({
      status: 'failed',
      error,
      next_attempt_at:
        retryInSeconds === null ? null : sql<Date>`now() + make_interval(secs => ${retryInSeconds})`,
    })
    .where('id', '=', id)
    .execute();
}

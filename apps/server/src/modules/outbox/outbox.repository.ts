import type { DbOrTrx } from '../../db/schema.ts';

export interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body: string;
}

export async function insertOutboxMessage(db: DbOrTrx, message: OutboxMessage) {
  return db.insertInto('outbox_messages').values(message).returning('id').executeTakeFirstOrThrow();
}

export async function listOutboxMessages(db: DbOrTrx, options: { recipient?: string; limit: number }) {
  let query = db.selectFrom('outbox_messages').selectAll().orderBy('id', 'desc').limit(options.limit);
  if (options.recipient) query = query.where('recipient', '=', options.recipient);
  return query.execute();
}

import type { Insertable } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type { FeedbackMessagesTable } from '../../db/tables/support.table.ts';

export async function insertFeedback(db: DbOrTrx, feedback: Insertable<FeedbackMessagesTable>) {
  return db.insertInto('feedback_messages').values(feedback).returning('id').executeTakeFirstOrThrow();
}

import { type Insertable, sql } from 'kysely';
import type { DbOrTrx } from '../../db/schema.ts';
import type { SupportMessagesTable } from '../../db/tables/support.table.ts';

export function findOpenConversation(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('support_conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .where('status', '=', 'open')
    .executeTakeFirst();
}

/** The player's open conversation, else the one they had last (so a closed one's history stays visible). */
export function findLatestConversation(db: DbOrTrx, userId: number) {
  return db
    .selectFrom('support_conversations')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy(sql`status = 'open'`, 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export function findConversation(db: DbOrTrx, id: number) {
  return db.selectFrom('support_conversations').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Opens the player's conversation, or finds the one a concurrent call opened (the unique index decides). */
export async function openConversation(db: DbOrTrx, userId: number) {
  await db
    .insertInto('support_conversations')
    .values({ user_id: userId })
    .onConflict((conflict) => conflict.column('user_id').where(sql.ref('status'), '=', 'open').doNothing())
    .execute();
  const conversation = await findOpenConversation(db, userId);
  if (!conversation) throw new Error(`No open conversation for player ${userId}`);
  return conversation;
}

export function listConversations(db: DbOrTrx, status: 'open' | 'closed', limit: number) {
  return db
    .selectFrom('support_conversations')
    .selectAll()
    .where('status', '=', status)
    .orderBy('last_message_at', 'desc')
    .limit(limit)
    .execute();
}

export function insertMessage(db: DbOrTrx, message: Insertable<SupportMessagesTable>) {
  return db.insertInto('support_messages').values(message).returningAll().executeTakeFirstOrThrow();
}

/** A new message counts as unread for the other side and moves the conversation up the agents' list. */
export function countUnread(db: DbOrTrx, conversationId: number, side: 'player' | 'agent', at: Date) {
  const column = side === 'player' ? 'player_unread' : 'agent_unread';
  return db
    .updateTable('support_conversations')
    .set({ [column]: sql`${sql.ref(column)} + 1`, last_message_at: at })
    .where('id', '=', conversationId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function markRead(db: DbOrTrx, conversationId: number, side: 'player' | 'agent') {
  return db
    .updateTable('support_conversations')
    .set(side === 'player' ? { player_unread: 0 } : { agent_unread: 0 })
    .where('id', '=', conversationId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function closeConversation(db: DbOrTrx, conversationId: number, staffId: number, at: Date) {
  return db
    .updateTable('support_conversations')
    .set({ status: 'closed', closed_at: at, closed_by: staffId })
    .where('id', '=', conversationId)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
}

/** Claims the conversation's offline forwarding if the last one is older than `since`; false: not due. */
export async function claimOfflineForward(db: DbOrTrx, conversationId: number, since: Date, at: Date) {
  const claimed = await db
    .updateTable('support_conversations')
    .set({ offline_forwarded_at: at })
    .where('id', '=', conversationId)
    .where((eb) => eb.or([eb('offline_forwarded_at', 'is', null), eb('offline_forwarded_at', '<', since)]))
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The conversation's latest messages, oldest first. */
export async function recentMessages(db: DbOrTrx, conversationId: number, limit: number) {
  const rows = await db
    .selectFrom('support_messages')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}

export function findMessage(db: DbOrTrx, id: number) {
  return db.selectFrom('support_messages').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function markAgentSeen(db: DbOrTrx, staffId: number, at: Date) {
  await db
    .insertInto('support_agent_presence')
    .values({ staff_id: staffId, seen_at: at })
    .onConflict((conflict) => conflict.column('staff_id').doUpdateSet({ seen_at: at }))
    .execute();
}

export async function anyAgentSeenSince(db: DbOrTrx, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('support_agent_presence')
    .select('staff_id')
    .where('seen_at', '>=', since)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function forgetAgent(db: DbOrTrx, staffId: number) {
  await db.deleteFrom('support_agent_presence').where('staff_id', '=', staffId).execute();
}

export async function insertChatEvent(
  db: DbOrTrx,
  event: { user_id: number; provider: string; direction: 'sent' | 'received'; message: string },
) {
  await db.insertInto('support_chat_events').values(event).execute();
}

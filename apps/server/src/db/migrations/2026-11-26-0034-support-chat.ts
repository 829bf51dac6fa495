import { type Kysely, sql } from 'kysely';

// Frozen in time: never edit a migration that has shipped; add a new one.
export async function up(db: Kysely<unknown>): Promise<void> {
  // The built-in support chat (decision 0032): one conversation a player has open at a time, the
  // unread count of each side kept on it so the agents' list needs no count over the messages.
  await db.schema
    .createTable('support_conversations')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('open').check(sql`status in ('open', 'closed')`),
    )
    .addColumn('player_unread', 'integer', (c) => c.notNull().defaultTo(0).check(sql`player_unread >= 0`))
    .addColumn('agent_unread', 'integer', (c) => c.notNull().defaultTo(0).check(sql`agent_unread >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('last_message_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('closed_at', 'timestamptz')
    .addColumn('closed_by', 'integer', (c) => c.references('staff_users.id'))
    // When a message written while no agent was online last went to the feedback mailbox.
    .addColumn('offline_forwarded_at', 'timestamptz')
    .execute();
  // At most one open conversation per player, held by the database rather than by a read-then-insert.
  await db.schema
    .createIndex('support_conversations_one_open')
    .on('support_conversations')
    .column('user_id')
    .unique()
    .where(sql.ref('status'), '=', 'open')
    .execute();
  await db.schema
    .createIndex('support_conversations_recent')
    .on('support_conversations')
    .columns(['status', 'last_message_at'])
    .execute();
  await db.schema
    .createTable('support_messages')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('conversation_id', 'integer', (c) => c.notNull().references('support_conversations.id'))
    .addColumn('author', 'text', (c) => c.notNull().check(sql`author in ('player', 'agent')`))
    .addColumn('staff_id', 'integer', (c) => c.references('staff_users.id'))
    .addColumn('body', 'text', (c) => c.notNull())
    // A checked picture, decoded and encoded again as WebP (never the bytes sent).
    .addColumn('attachment', 'bytea')
    .addColumn('attachment_width', 'integer')
    .addColumn('attachment_height', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('support_messages_conversation')
    .on('support_messages')
    .columns(['conversation_id', 'id'])
    .execute();
  // Agents with the console open: each console's connection marks its agent as seen every half minute,
  // so any process can tell whether somebody will answer a message now.
  await db.schema
    .createTable('support_agent_presence')
    .addColumn('staff_id', 'integer', (c) => c.primaryKey().references('staff_users.id'))
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Spec §4: a signed-in player's messages sent and received in a third-party chat widget, as the
  // site reports them (the built-in chat's own messages are in support_messages).
  await db.schema
    .createTable('support_chat_events')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull().check(sql`direction in ('sent', 'received')`))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('support_chat_events_user')
    .on('support_chat_events')
    .columns(['user_id', 'created_at'])
    .execute();
}

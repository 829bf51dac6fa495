import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt } from './content.table.ts';

export interface FeedbackMessagesTable {
  id: Generated<number>;
  created_at: CreatedAt;
  /** Null for a guest. */
  user_id: number | null;
  /** Where support answers; null for a player without an e-mail contact. */
  email: string | null;
  subject: string;
  message: string;
  locale: string;
}

export interface SupportConversationsTable {
  id: Generated<number>;
  user_id: number;
  status: ColumnType<'open' | 'closed', 'open' | 'closed' | undefined, 'open' | 'closed'>;
  /** Agents' messages the player has not read yet. */
  player_unread: ColumnType<number, number | undefined, number>;
  /** The player's messages no agent has read yet. */
  agent_unread: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  last_message_at: ColumnType<Date, Date | undefined, Date>;
  closed_at: Date | null;
  closed_by: number | null;
  offline_forwarded_at: Date | null;
}

export interface SupportAgentPresenceTable {
  staff_id: number;
  seen_at: Date;
}

export interface SupportMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  author: 'player' | 'agent';
  staff_id: number | null;
  body: string;
  /** Pictures sent before the file store (migration 0043); newer ones are under `attachment_key`. */
  attachment: Buffer | null;
  /** The picture in the file store (`chat/…webp`). */
  attachment_key: ColumnType<string | null, string | null | undefined, string | null>;
  attachment_width: number | null;
  attachment_height: number | null;
  created_at: CreatedAt;
}

export interface SupportChatEventsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  direction: 'sent' | 'received';
  message: string;
  created_at: CreatedAt;
}

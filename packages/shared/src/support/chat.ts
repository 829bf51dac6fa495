import { z } from 'zod';

/**
 * The support chat's payloads (spec §7 support.getsettings, the built-in chat's conversations and
 * messages, decision 0032); the zod-free constants the site's bundle needs are in chat-constants.ts.
 */

export const chatSettingsSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('builtin'), config: z.object({}) }),
  z.object({ provider: z.literal('jivo'), config: z.object({ widget_id: z.string() }) }),
  z.object({ provider: z.literal('livetex'), config: z.object({ site_id: z.string() }) }),
  z.object({ provider: z.literal('verbox'), config: z.object({ site_id: z.string() }) }),
  z.object({ provider: z.literal('fresh-chat'), config: z.object({ token: z.string(), host: z.string() }) }),
  /** No chat configured: none is initialised (spec §4). */
  z.object({ provider: z.null(), config: z.object({}) }),
]);
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

export const chatConversationSchema = z.object({
  id: z.number(),
  user_id: z.number(),
  status: z.enum(['open', 'closed']),
  /** Agents' messages the player has not read. */
  player_unread: z.number(),
  /** The player's messages no agent has read. */
  agent_unread: z.number(),
  created_at: z.string(),
  last_message_at: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

export const chatMessageSchema = z.object({
  id: z.number(),
  conversation_id: z.number(),
  author: z.enum(['player', 'agent']),
  body: z.string(),
  /** A checked picture as a data: URL of WebP (decision 0032). */
  attachment: z.object({ src: z.string(), width: z.number(), height: z.number() }).nullable(),
  created_at: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatThreadSchema = z.object({
  conversation: chatConversationSchema.nullable(),
  messages: z.array(chatMessageSchema),
  /** Whether an agent has the console open now; otherwise messages also go to the feedback mailbox. */
  agents_online: z.boolean(),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

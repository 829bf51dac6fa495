import { randomBytes } from 'node:crypto';
import { ApiError } from '@casino/shared/errors/api-error';
import type { ChatLiveEvent } from '@casino/shared/live/live-protocol';
import type { ChatConversation, ChatMessage, ChatSettings, ChatThread } from '@casino/shared/support/chat';
import { CHAT_ATTACHMENT_MAX_BYTES, type ChatProvider } from '@casino/shared/support/chat-constants';
import { invalidParameters } from '../../api/invalid-parameters.ts';
import { consumeRateLimit, RATE_LIMITS } from '../../api/rate-limit.ts';
import type { AppConfig } from '../../config.ts';
import { sendNotice } from '../../db/notices.ts';
import type { Db, DbOrTrx } from '../../db/schema.ts';
import type { FileStore } from '../../lib/file-store/file-store.ts';
import { findUser, playerSummary } from '../account/users.service.ts';
import { checkUploadedImage, type UploadRefusal } from '../images/uploaded-image.service.ts';
import { getVerification } from '../verification/verification.service.ts';
import { allPlayerBalances } from '../wallet/wallet.service.ts';
import * as chat from './chat.repository.ts';
import { forwardChatToFeedback } from './feedback.service.ts';

/** The pg_notify channel of the built-in chat: every process hears it and pushes to its own sockets. */
export const SUPPORT_CHAT_CHANNEL = 'support_chat';

function notify(db: DbOrTrx, notice: Record<string, unknown>) {
  return sendNotice(db, SUPPORT_CHAT_CHANNEL, JSON.stringify(notice));
}

/** How many of a conversation's latest messages a thread shows. */
const THREAD_MESSAGES = 200;
const LIST_LIMIT = 100;
/** An agent whose console has not been heard from for this long is offline (it beats every 30 s). */
export const AGENT_PRESENCE_MS = 90_000;
/** While nobody answers, a conversation goes to the feedback mailbox at most this often. */
const OFFLINE_FORWARD_EVERY_MS = 15 * 60 * 1000;

type ConversationRow = NonNullable<Awaited<ReturnType<typeof chat.findConversation>>>;
type MessageRow = Awaited<ReturnType<typeof chat.insertMessage>>;

/** support.getsettings: the configured chat and what its adapter needs (decision 0032). */
export function chatSettings(config: AppConfig['supportChat']): ChatSettings {
  const id = config.id ?? '';
  const provider: ChatProvider | 'none' = config.provider;
  switch (provider) {
    case 'builtin':
      return { provider, config: {} };
    case 'jivo':
      return { provider, config: { widget_id: id } };
    case 'livetex':
    case 'verbox':
      return { provider, config: { site_id: id } };
    case 'fresh-chat':
      return { provider, config: { token: id, host: config.host ?? '' } };
    case 'none':
      return { provider: null, config: {} };
  }
}

function conversationView(row: ConversationRow): ChatConversation {
  return {
    id: row.id,
    user_id: row.user_id,
    status: row.status,
    player_unread: row.player_unread,
    agent_unread: row.agent_unread,
    created_at: row.created_at.toISOString(),
    last_message_at: row.last_message_at.toISOString(),
  };
}

/**
 * A message as both sides see it. The picture travels inside the answer (a data URL), so it reaches
 * only whoever may read the conversation, whatever store keeps it.
 */
async function messageView(files: FileStore, row: MessageRow): Promise<ChatMessage> {
  const picture = row.attachment_key ? await files.get(row.attachment_key) : row.attachment;
  return {
    id: row.id,
    conversation_id: row.conversation_id,
    author: row.author,
    body: row.body,
    attachment:
      picture && row.attachment_width && row.attachment_height
        ? {
            src: `data:image/webp;base64,${picture.toString('base64')}`,
            width: row.attachment_width,
            height: row.attachment_height,
          }
        : null,
    created_at: row.created_at.toISOString(),
  };
}

export async function agentsOnline(db: DbOrTrx, now = new Date()): Promise<boolean> {
  return chat.anyAgentSeenSince(db, new Date(now.getTime() - AGENT_PRESENCE_MS));
}

async function thread(
  db: DbOrTrx,
  files: FileStore,
  conversation: ConversationRow | undefined,
): Promise<ChatThread> {
  const rows = conversation ? await chat.recentMessages(db, conversation.id, THREAD_MESSAGES) : [];
  return {
    conversation: conversation ? conversationView(conversation) : null,
    messages: await Promise.all(rows.map((row) => messageView(files, row))),
    agents_online: await agentsOnline(db),
  };
}

/** support.getChat: the player's own conversation and nobody else's. */
export async function playerThread(db: Db, files: FileStore, userId: number): Promise<ChatThread> {
  return thread(db, files, await chat.findLatestConversation(db, userId));
}

const ATTACHMENT_TEXT: Record<UploadRefusal | 'malformed', string> = {
  too_large: 'The picture is too large',
  not_an_image: 'Only JPEG, PNG or WebP pictures can be attached',
  too_small: 'The picture is too small to read',
  too_many_pixels: 'The picture has too many pixels',
  polyglot: 'The file is not only a picture',
  undecodable: 'The picture cannot be read',
  malformed: 'The picture did not arrive whole',
};

function refuseAttachment(refusal: UploadRefusal | 'malformed'): never {
  throw new ApiError('InvalidParameterException', 'Invalid parameters', {
    invalidParameters: { attachment: ATTACHMENT_TEXT[refusal] },
    errorData: { refusal },
  });
}

/**
 * The attachment's bytes checked like identity documents (by content, size and dimensions, re-encoded)
 * and kept in the file store, before the message that points at it is written: a failed write leaves
 * at most an unread file, never a message without its picture.
 */
async function storedAttachment(files: FileStore, conversationKey: string, base64: string | undefined) {
  if (base64 === undefined) return undefined;
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) refuseAttachment('malformed');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > CHAT_ATTACHMENT_MAX_BYTES) refuseAttachment('too_large');
  const check = await checkUploadedImage(bytes);
  if (!check.ok) refuseAttachment(check.refusal);
  const key = `chat/${conversationKey}/${randomBytes(12).toString('hex')}.webp`;
  await files.put(key, Buffer.from(check.image.data), 'image/webp');
  return { key, width: check.image.width, height: check.image.height };
}

export interface PlayerMessageDeps {
  db: Db;
  files: FileStore;
  supportEmail: string;
  locale: string;
}

/**
 * support.sendMessage: the player's message in their open conversation (opened now if none is), counted
 * unread for the agents and pushed live to both sides. With no agent online the conversation also goes
 * to the feedback mailbox (at most every quarter of an hour), so nobody waits on a chat nobody reads.
 */
export async function sendPlayerMessage(
  deps: PlayerMessageDeps,
  userId: number,
  request: { message?: string | undefined; attachment?: string | undefined },
  now = new Date(),
): Promise<ChatMessage> {
  const body = request.message?.trim() ?? '';
  if (body === '' && request.attachment === undefined) {
    throw invalidParameters({ message: 'Field is required' });
  }
  await consumeRateLimit(deps.db, RATE_LIMITS.chatMessageByAccount, String(userId), now);
  const image = await storedAttachment(deps.files, `player-${userId}`, request.attachment);
  const online = await agentsOnline(deps.db, now);
  const row = await deps.db.transaction().execute(async (trx) => {
    const conversation = await chat.openConversation(trx, userId);
    const row = await chat.insertMessage(trx, {
      conversation_id: conversation.id,
      author: 'player',
      staff_id: null,
      body,
      attachment: null,
      attachment_key: image?.key ?? null,
      attachment_width: image?.width ?? null,
      attachment_height: image?.height ?? null,
    });
    await chat.countUnread(trx, conversation.id, 'agent', now);
    if (
      !online &&
      (await chat.claimOfflineForward(
        trx,
        conversation.id,
        new Date(now.getTime() - OFFLINE_FORWARD_EVERY_MS),
        now,
      ))
    ) {
      await forwardChatToFeedback(trx, deps.supportEmail, {
        userId,
        locale: deps.locale,
        conversationId: conversation.id,
        message: body === '' ? '(a picture)' : body,
      });
    }
    await notify(trx, { kind: 'message', id: row.id });
    return row;
  });
  return messageView(deps.files, row);
}

export async function playerMarkRead(db: Db, userId: number) {
  const conversation = await chat.findOpenConversation(db, userId);
  if (!conversation || conversation.player_unread === 0) return;
  await chat.markRead(db, conversation.id, 'player');
  await notify(db, { kind: 'conversation', id: conversation.id });
}

export async function playerTyping(db: Db, userId: number) {
  const conversation = await chat.findOpenConversation(db, userId);
  if (!conversation) return;
  await notify(db, { kind: 'typing', conversation_id: conversation.id, user_id: userId, side: 'player' });
}

/** Spec §4 chat event storage: a third-party widget's message, reported by the signed-in player's page. */
export async function storeChatEvent(
  db: Db,
  userId: number,
  event: { provider: ChatProvider; direction: 'sent' | 'received'; message: string },
  now = new Date(),
) {
  await consumeRateLimit(db, RATE_LIMITS.chatEventByAccount, String(userId), now);
  await chat.insertChatEvent(db, { user_id: userId, ...event });
}

// ---- agents (the back-office console) ----

export interface ConversationListItem extends ChatConversation {
  player_email: string | null;
  player_login: string;
  last_message: string;
}

export async function agentConversations(db: Db, status: 'open' | 'closed'): Promise<ConversationListItem[]> {
  const rows = await chat.listConversations(db, status, LIST_LIMIT);
  return Promise.all(
    rows.map(async (row) => {
      const [player, last] = await Promise.all([
        playerSummary(db, row.user_id),
        chat.recentMessages(db, row.id, 1),
      ]);
      const message = last[0];
      return {
        ...conversationView(row),
        player_email: player?.email ?? null,
        player_login: player?.login ?? '',
        last_message: message ? message.body || '📎' : '',
      };
    }),
  );
}

async function conversationOrNotFound(db: DbOrTrx, id: number) {
  const conversation = await chat.findConversation(db, id);
  if (!conversation)
    throw new ApiError('InvalidParameterException', 'No such conversation', {
      invalidParameters: { id: 'No such conversation' },
    });
  return conversation;
}

/** One conversation for an agent, with the player's context; opening it reads the player's messages. */
export async function agentThread(db: Db, files: FileStore, id: number) {
  let conversation = await conversationOrNotFound(db, id);
  if (conversation.agent_unread > 0) {
    conversation = await chat.markRead(db, id, 'agent');
    await notify(db, { kind: 'conversation', id });
  }
  const [player, user] = await Promise.all([
    playerSummary(db, conversation.user_id),
    findUser(db, conversation.user_id),
  ]);
  const verification = user ? await getVerification(db, user) : null;
  const balances = await allPlayerBalances(db, conversation.user_id);
  return {
    ...(await thread(db, files, conversation)),
    player: {
      id: conversation.user_id,
      email: player?.email ?? null,
      login: player?.login ?? '',
      name: player?.name ?? null,
      status: player?.status ?? 'active',
      verification: verification?.status ?? 'none',
      is_verified: verification?.is_verified ?? false,
      balances,
    },
  };
}

/** An agent's answer: words, a picture checked as the player's are, or both. */
export async function agentReply(
  deps: { db: Db; files: FileStore },
  staffId: number,
  id: number,
  request: { message?: string | undefined; attachment?: string | undefined },
  now = new Date(),
) {
  const { db } = deps;
  const body = request.message?.trim() ?? '';
  if (body === '' && request.attachment === undefined) {
    throw invalidParameters({ message: 'Field is required' });
  }
  const conversation = await conversationOrNotFound(db, id);
  if (conversation.status !== 'open') {
    throw new ApiError('InvalidParameterException', 'The conversation is closed', {
      invalidParameters: { id: 'The conversation is closed' },
    });
  }
  const image = await storedAttachment(deps.files, `player-${conversation.user_id}`, request.attachment);
  const row = await db.transaction().execute(async (trx) => {
    const row = await chat.insertMessage(trx, {
      conversation_id: id,
      author: 'agent',
      staff_id: staffId,
      body,
      attachment: null,
      attachment_key: image?.key ?? null,
      attachment_width: image?.width ?? null,
      attachment_height: image?.height ?? null,
    });
    await chat.countUnread(trx, id, 'player', now);
    // Answering reads what the player wrote.
    await chat.markRead(trx, id, 'agent');
    await notify(trx, { kind: 'message', id: row.id });
    return row;
  });
  return messageView(deps.files, row);
}

export async function agentTyping(db: Db, id: number) {
  const conversation = await conversationOrNotFound(db, id);
  await notify(db, { kind: 'typing', conversation_id: id, user_id: conversation.user_id, side: 'agent' });
}

export async function agentClose(db: Db, staffId: number, id: number, now = new Date()) {
  await conversationOrNotFound(db, id);
  const closed = await chat.closeConversation(db, id, staffId, now);
  if (closed) await notify(db, { kind: 'conversation', id });
  return conversationView(closed ?? (await conversationOrNotFound(db, id)));
}

export async function markAgentPresent(db: DbOrTrx, staffId: number, now = new Date()) {
  await chat.markAgentSeen(db, staffId, now);
}

export async function markAgentGone(db: DbOrTrx, staffId: number) {
  await chat.forgetAgent(db, staffId);
}

// ---- the live push ----

/** A chat notice (pg_notify) as the event to push, and the player it concerns. */
export async function chatNoticeEvent(
  db: DbOrTrx,
  files: FileStore,
  payload: string,
): Promise<{ userId: number; event: ChatLiveEvent } | undefined> {
  let notice: { kind?: unknown; id?: unknown; conversation_id?: unknown; user_id?: unknown; side?: unknown };
  try {
    notice = JSON.parse(payload);
  } catch {
    return undefined;
  }
  if (notice.kind === 'typing') {
    if (typeof notice.conversation_id !== 'number' || typeof notice.user_id !== 'number') return undefined;
    const side = notice.side === 'agent' ? 'agent' : 'player';
    return {
      userId: notice.user_id,
      event: { kind: 'typing', conversation_id: notice.conversation_id, side },
    };
  }
  if (typeof notice.id !== 'number') return undefined;
  if (notice.kind === 'message') {
    const message = await chat.findMessage(db, notice.id);
    const conversation = message && (await chat.findConversation(db, message.conversation_id));
    if (!message || !conversation) return undefined;
    return {
      userId: conversation.user_id,
      event: {
        kind: 'message',
        conversation: conversationView(conversation),
        message: await messageView(files, message),
      },
    };
  }
  const conversation = await chat.findConversation(db, notice.id);
  if (!conversation) return undefined;
  return {
    userId: conversation.user_id,
    event: { kind: 'conversation', conversation: conversationView(conversation) },
  };
}

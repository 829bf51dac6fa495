import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formText } from '../api/form-params.ts';
import { chatMessageSchema, chatSettingsSchema, chatThreadSchema } from '../support/chat.ts';
import { CHAT_ATTACHMENT_MAX_CHARS, CHAT_MESSAGE_MAX, CHAT_PROVIDERS } from '../support/chat-constants.ts';

// Loose bounds only: the shared feedback validator answers with the spec §5 messages.
const text = (max: number) => formText({ max }).optional();

// The attachment is bounded here by the form body's limit only (CHAT_ATTACHMENT_MAX_CHARS): the service
// decodes it and refuses a picture larger than CHAT_ATTACHMENT_MAX_BYTES with its own reason, as it does
// every other refusal of the picture.

export const supportContract = {
  'Support.sendFeedback': defineAction({
    method: 'POST',
    access: 'public',
    summary:
      "Sends a message to the operator's support address (subject, message; `email` to answer, required of guests). Stored, e-mailed through the outbox and confirmed to the sender; limited per player, or per address for guests.",
    params: z.object({ subject: text(1000), message: text(20_000), email: text(254) }),
    result: z.literal(1),
  }),
  'support.getsettings': defineAction({
    method: 'GET',
    access: 'public',
    summary:
      'The chat provider the site loads (`builtin`, `jivo`, `livetex`, `verbox`, `fresh-chat`, or null for none) and its config.',
    params: z.object({}),
    result: chatSettingsSchema,
  }),
  'support.getChat': defineAction({
    method: 'GET',
    access: 'user',
    summary:
      "The built-in chat: the player's open conversation (or the last one) with its messages, and whether an agent is online.",
    params: z.object({}),
    result: chatThreadSchema,
  }),
  'support.sendMessage': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Writes to support in the built-in chat (opening a conversation if none is open). `attachment`: a picture, base64, checked like identity documents. With no agent online it also goes to the feedback mailbox.',
    params: z.object({
      message: formText({ max: CHAT_MESSAGE_MAX }).optional(),
      attachment: formText({ max: CHAT_ATTACHMENT_MAX_CHARS }).optional(),
    }),
    result: chatMessageSchema,
  }),
  'support.markRead': defineAction({
    method: 'POST',
    access: 'user',
    summary: "Marks the agents' messages of the player's conversation read.",
    params: z.object({}),
    result: z.literal(1),
  }),
  'support.typing': defineAction({
    method: 'POST',
    access: 'user',
    summary: 'Tells the agents the player is typing (live only, not stored).',
    params: z.object({}),
    result: z.literal(1),
  }),
  'support.storeChatEvent': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      "Spec §4 chat event storage: a message the player sent or received in a third-party chat widget, stored with the provider's name.",
    params: z.object({
      provider: z.enum(CHAT_PROVIDERS),
      direction: z.enum(['sent', 'received']),
      message: formText({ max: CHAT_MESSAGE_MAX }),
    }),
    result: z.literal(1),
  }),
} as const;

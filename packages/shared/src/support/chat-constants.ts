/**
 * The support chat's constants (spec §1, §4, §9; decision 0032), apart from its schemas (chat.ts) so the
 * site's chat code carries no validation library.
 */

/** Chat providers the site has an adapter for; `builtin` is the platform's own chat. */
export const CHAT_PROVIDERS = ['builtin', 'jivo', 'livetex', 'verbox', 'fresh-chat'] as const;
export type ChatProvider = (typeof CHAT_PROVIDERS)[number];

/** Spec §9: the chat starts at idle time after the first interaction, or after this at the latest. */
export const CHAT_ACTIVATION_FALLBACK_MS = 1000;
/** Spec §9: how often a loaded third-party widget is checked for its bubble (to show or hide it). */
export const CHAT_BUBBLE_POLL_MS = 500;

/** The longest chat message (characters). */
export const CHAT_MESSAGE_MAX = 2000;
/**
 * The largest picture a chat message carries. It travels base64 in the action's form body, whose limit
 * is 1 MB (api/form-bodies.ts): a picture this size, base64 and form-encoded, fits with room to spare.
 */
export const CHAT_ATTACHMENT_MAX_BYTES = 512 * 1024;
/** The attachment field's limit in characters: base64 of a picture somewhat over the limit, so the size check answers. */
export const CHAT_ATTACHMENT_MAX_CHARS = 1024 * 1024;

/** The back-office's agent WebSocket (the staff cookie's path is /backoffice, so it lives under it). */
export const AGENT_CHANNEL_PATH = '/backoffice/ws';

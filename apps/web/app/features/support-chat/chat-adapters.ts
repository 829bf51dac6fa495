import type { ChatSettings } from '@casino/shared/support/chat';
import type { ChatProvider } from '@casino/shared/support/chat-constants';

/** Who the chat is talking to (spec §3 Support widget user context), before a provider shapes it. */
export interface ChatUser {
  uid: number;
  firstName: string | null;
  email: string | null;
  phone: string | null;
}

/** The §3 user context as each provider type takes it. */
export type ChatUserContext = {
  uid: number;
  name: string;
  email: string;
  phone: string;
  custom: { title: 'UID'; content: string }[];
  /** LiveTex: the translation common.liveTexLang (default en); Verbox: the current locale. */
  language?: string;
  /** LiveTex's conversation attributes. */
  attributes?: Record<string, string>;
};

/** Providers that are told 0 for a guest rather than nothing (spec §3). */
const ZERO_FOR_ANONYMOUS: ReadonlySet<ChatProvider> = new Set(['jivo', 'livetex', 'verbox']);

/**
 * Spec §3: uid (0 for anonymous for some providers), name (first name), email, phone, and custom data
 * titled UID; Jivo says `none` when there is no e-mail; LiveTex adds its language and conversation
 * attributes uid (and the session, which ours keeps HttpOnly: decision 0032); Verbox adds the locale.
 */
export function chatUserContext(
  provider: ChatProvider,
  user: ChatUser | null,
  options: { locale: string; liveTexLang: string | undefined },
): ChatUserContext {
  const uid = user?.uid ?? 0;
  const context: ChatUserContext = {
    uid: user || ZERO_FOR_ANONYMOUS.has(provider) ? uid : 0,
    name: user?.firstName ?? '',
    email: user?.email ?? (provider === 'jivo' ? 'none' : ''),
    phone: user?.phone ?? '',
    custom: [{ title: 'UID', content: String(uid) }],
  };
  if (provider === 'livetex') {
    context.language = options.liveTexLang || 'en';
    context.attributes = { uid: String(uid) };
  }
  if (provider === 'verbox') context.language = options.locale;
  return context;
}

/** How the site loads the configured chat: none, the built-in widget, or a vendor's script. */
export type ChatAdapter =
  | { kind: 'none' }
  | { kind: 'builtin' }
  | { kind: 'script'; provider: Exclude<ChatProvider, 'builtin'>; settings: ChatSettings };

export function chatAdapterFor(settings: ChatSettings | undefined): ChatAdapter {
  if (!settings || settings.provider === null) return { kind: 'none' };
  if (settings.provider === 'builtin') return { kind: 'builtin' };
  return { kind: 'script', provider: settings.provider, settings };
}

/** Spec §4: a signed-in player's chat messages are stored; fresh-chat's anonymous ones never are. */
export function storesChatEvents(provider: ChatProvider, signedIn: boolean): boolean {
  return signedIn && provider !== 'builtin';
}

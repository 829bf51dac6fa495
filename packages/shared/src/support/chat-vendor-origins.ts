import type { ChatProvider } from './chat-constants.ts';

export type ChatVendor = Exclude<ChatProvider, 'builtin'>;

/** What a vendor's widget loads, talks to and frames: the CSP sources the site adds for it. */
export interface ChatVendorOrigins {
  /** Where the loader takes the vendor's script from (the loader builds its URL from the first). */
  script: readonly string[];
  connect: readonly string[];
  frame: readonly string[];
  img: readonly string[];
  style: readonly string[];
}

/**
 * Each vendor adapter's declared origins (decision 0032, 0045). The site's CSP adds the configured
 * vendor's and no other, so switching the vendor by SUPPORT_CHAT_PROVIDER needs no hand edit of the
 * policy; a vendor that moves a domain is changed here, where its loader reads it too.
 */
const ORIGINS: Record<Exclude<ChatVendor, 'fresh-chat'>, ChatVendorOrigins> = {
  jivo: {
    script: ['https://code.jivosite.com', 'https://*.jivosite.com'],
    connect: ['https://*.jivosite.com', 'wss://*.jivosite.com'],
    frame: ['https://*.jivosite.com'],
    img: ['https://*.jivosite.com', 'https://*.jivo.ru'],
    style: ['https://*.jivosite.com'],
  },
  livetex: {
    script: ['https://cs15.livetex.ru', 'https://*.livetex.ru'],
    connect: ['https://*.livetex.ru', 'wss://*.livetex.ru'],
    frame: ['https://*.livetex.ru'],
    img: ['https://*.livetex.ru'],
    style: ['https://*.livetex.ru'],
  },
  verbox: {
    script: ['https://admin.verbox.ru', 'https://*.verbox.ru'],
    connect: ['https://*.verbox.ru', 'wss://*.verbox.ru'],
    frame: ['https://*.verbox.ru'],
    img: ['https://*.verbox.ru'],
    style: ['https://*.verbox.ru'],
  },
};

/** Freshchat's widget lives on the operator's configured host (SUPPORT_CHAT_HOST) besides its own domains. */
function freshChatOrigins(host: string | undefined): ChatVendorOrigins {
  const own = host ? [new URL(host).origin] : [];
  return {
    script: [...own, 'https://*.freshchat.com'],
    connect: [...own, 'https://*.freshchat.com', 'wss://*.freshchat.com'],
    frame: [...own, 'https://*.freshchat.com'],
    img: [...own, 'https://*.freshchat.com', 'https://*.freshworks.com'],
    style: [...own, 'https://*.freshchat.com'],
  };
}

/** The origins of the configured chat; none for the built-in chat or none at all. */
export function chatVendorOrigins(
  provider: ChatProvider | 'none' | null,
  host?: string | undefined,
): ChatVendorOrigins | undefined {
  if (provider === null || provider === 'none' || provider === 'builtin') return undefined;
  return provider === 'fresh-chat' ? freshChatOrigins(host) : ORIGINS[provider];
}

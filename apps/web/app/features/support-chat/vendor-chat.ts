import type { ApiCaller } from '@casino/shared/api/api-caller';
import type { ChatSettings } from '@casino/shared/support/chat';
import { CHAT_BUBBLE_POLL_MS, type ChatProvider } from '@casino/shared/support/chat-constants';
import { type ChatUser, chatUserContext, storesChatEvents } from './chat-adapters.ts';
import { loadVendorChat, type VendorChat } from './third-party-chat.ts';

export interface VendorChatHandle {
  /** Reload with new user data (sign-in, registration, sign-out). */
  identify(uid: number | null): Promise<void>;
  setBadgeVisible(visible: boolean): void;
  open(): void;
  stop(): void;
}

async function chatUser(api: ApiCaller, uid: number | null): Promise<ChatUser | null> {
  if (uid === null) return null;
  const profile = await api('account.getprofileinfo', { fields: ['contacts'] });
  const contacts = profile.contacts ?? [];
  return {
    uid,
    firstName: profile.first_name,
    email: contacts.find((contact) => contact.type === 'email')?.contact ?? null,
    phone: contacts.find((contact) => contact.type === 'phone')?.contact ?? null,
  };
}

/**
 * A vendor's widget on the page: loaded once, told who the player is, its messages stored for signed-in
 * players (spec §4), its bubble shown or hidden by the badge rule, polled every 500 ms because the
 * vendor draws it whenever it likes (spec §9). Failures are logged only (spec §8).
 */
export function startVendorChat(
  provider: Exclude<ChatProvider, 'builtin'>,
  settings: ChatSettings,
  options: { api: ApiCaller; locale: string; liveTexLang: string | undefined; uid: number | null },
): VendorChatHandle {
  let uid = options.uid;
  let visible = true;
  const vendor: VendorChat = loadVendorChat(provider, settings, {
    onMessage: (direction, message) => {
      if (!storesChatEvents(provider, uid !== null) || message.trim() === '') return;
      void options
        .api('support.storeChatEvent', { provider, direction, message: message.slice(0, 2000) })
        .catch((error: unknown) => console.error('chat event storage failed', error));
    },
    onError: (error) => console.error(error),
  });
  const poll = setInterval(() => {
    for (const element of document.querySelectorAll<HTMLElement>(vendor.bubbleSelector)) {
      element.style.display = visible ? '' : 'none';
    }
  }, CHAT_BUBBLE_POLL_MS);
  const identify = async (next: number | null) => {
    const signedOut = uid !== null && next === null;
    uid = next;
    try {
      const user = await chatUser(options.api, next);
      vendor.identify(chatUserContext(provider, user, options), signedOut);
    } catch (error) {
      console.error('chat init failed', error);
    }
  };
  void identify(uid);
  return {
    identify,
    setBadgeVisible: (next) => {
      visible = next;
    },
    open: () => vendor.open(),
    stop: () => clearInterval(poll),
  };
}

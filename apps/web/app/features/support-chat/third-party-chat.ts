import type { ChatSettings } from '@casino/shared/support/chat';
import type { ChatProvider } from '@casino/shared/support/chat-constants';
import { type ChatVendor, chatVendorOrigins } from '@casino/shared/support/chat-vendor-origins';
import type { ChatUserContext } from './chat-adapters.ts';

/**
 * Thin loaders of vendors' chat widgets (decision 0032): each adds the vendor's script as its own
 * snippet does, hands it the §3 user context, and reports the player's messages for storage. Each
 * loads its script from the origin it declares in chat-vendor-origins.ts, whose origins (script, API,
 * frames) the page's CSP adds for the configured vendor.
 */

export interface VendorChat {
  /** The vendor's bubble, polled to show or hide it by the badge rule (spec §2.1, §9). */
  bubbleSelector: string;
  /** New user data after sign-in, registration or sign-out (spec §4). */
  identify(context: ChatUserContext, signedOut: boolean): void;
  open(): void;
}

export interface VendorHooks {
  onMessage(direction: 'sent' | 'received', text: string): void;
  onError(error: unknown): void;
}

type AnyWindow = Window & Record<string, unknown>;
const win = () => window as unknown as AnyWindow;
// biome-ignore lint/suspicious/noExplicitAny: vendors' globals are untyped.
type Api = any;

/** The vendor's declared script origin (chat-vendor-origins.ts). */
function scriptOrigin(vendor: Exclude<ChatVendor, 'fresh-chat'>): string {
  return chatVendorOrigins(vendor)?.script[0] ?? '';
}

function addScript(src: string, onError: (error: unknown) => void): void {
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.onerror = () => onError(new Error(`chat script failed to load: ${src}`));
  document.head.append(script);
}

function jivo(config: { widget_id: string }, hooks: VendorHooks): VendorChat {
  let pending: ChatUserContext | undefined;
  const apply = (context: ChatUserContext) => {
    const api: Api = win().jivo_api;
    if (!api) {
      pending = context;
      return;
    }
    api.setContactInfo({ name: context.name, email: context.email, phone: context.phone });
    api.setCustomData(context.custom);
  };
  win().jivo_onLoadCallback = () => pending && apply(pending);
  win().jivo_onMessageSent = (text: unknown) => hooks.onMessage('sent', String(text ?? ''));
  win().jivo_onMessageReceived = (message: { message?: unknown } | undefined) =>
    hooks.onMessage('received', String(message?.message ?? ''));
  addScript(`${scriptOrigin('jivo')}/widget/${encodeURIComponent(config.widget_id)}`, hooks.onError);
  return {
    bubbleSelector: 'jdiv',
    identify(context, signedOut) {
      // Spec §4: on sign-out the Jivo history is cleared.
      if (signedOut) (win().jivo_api as Api)?.clearHistory?.();
      apply(context);
    },
    open: () => (win().jivo_api as Api)?.open?.(),
  };
}

function liveTex(config: { site_id: string }, hooks: VendorHooks): VendorChat {
  const w = win();
  w.liveTex = true;
  w.liveTexID = Number(config.site_id) || config.site_id;
  w.liveTex_object = true;
  let context: ChatUserContext | undefined;
  w.LiveTex = {
    onLiveTexReady: () => context && apply(context),
    invitationShowing: false,
  };
  const apply = (next: ChatUserContext) => {
    const api: Api = win().LiveTex;
    api?.setName?.(next.name);
    api?.setConversationAttributes?.(next.attributes ?? {}, { language: next.language });
  };
  addScript(`${scriptOrigin('livetex')}/js/client.js`, hooks.onError);
  return {
    bubbleSelector: '#lt-widget-wrap, .lt-label',
    identify(next) {
      context = next;
      apply(next);
    },
    open: () => (win().LiveTex as Api)?.showWelcomeWindow?.(),
  };
}

function verbox(config: { site_id: string }, hooks: VendorHooks): VendorChat {
  const w = win();
  const queue: unknown[][] = [];
  w.Verbox =
    w.Verbox ??
    ((...args: unknown[]) => {
      queue.push(args);
    });
  w.supportAPImethod = 'Verbox';
  addScript(
    `${scriptOrigin('verbox')}/support/support.js?h=${encodeURIComponent(config.site_id)}`,
    hooks.onError,
  );
  const call = (...args: unknown[]) => (win().Verbox as (...a: unknown[]) => void)(...args);
  return {
    bubbleSelector: '#supportTrigger, .supportTrigger',
    identify(context) {
      call('setClientInfo', {
        name: context.name,
        email: context.email,
        phone: context.phone,
        custom: { uid: String(context.uid) },
      });
      call('setLang', context.language);
    },
    open: () => call('openSupport'),
  };
}

function freshChat(config: { token: string; host: string }, hooks: VendorHooks): VendorChat {
  let started = false;
  let context: ChatUserContext | undefined;
  const init = () => {
    const api: Api = win().fcWidget;
    if (!api || !context) return;
    const user = context.uid > 0 ? { externalId: String(context.uid) } : {};
    if (started) api.destroy?.();
    api.init({
      token: config.token,
      host: config.host,
      ...user,
      firstName: context.name,
      email: context.email,
      phone: context.phone,
    });
    api.on?.('message:sent', (data: { message?: unknown }) =>
      hooks.onMessage('sent', String(data?.message ?? '')),
    );
    api.on?.('message:received', (data: { message?: unknown }) =>
      hooks.onMessage('received', String(data?.message ?? '')),
    );
    started = true;
  };
  const script = document.createElement('script');
  script.src = `${config.host}/js/widget.js`;
  script.async = true;
  script.onload = init;
  script.onerror = () => hooks.onError(new Error('fresh-chat script failed to load'));
  document.head.append(script);
  return {
    bubbleSelector: '#fc_frame',
    identify(next) {
      context = next;
      init();
    },
    open: () => (win().fcWidget as Api)?.open?.(),
  };
}

export function loadVendorChat(
  provider: Exclude<ChatProvider, 'builtin'>,
  settings: ChatSettings,
  hooks: VendorHooks,
): VendorChat {
  const config = settings.config as Record<string, string>;
  switch (provider) {
    case 'jivo':
      return jivo({ widget_id: config.widget_id ?? '' }, hooks);
    case 'livetex':
      return liveTex({ site_id: config.site_id ?? '' }, hooks);
    case 'verbox':
      return verbox({ site_id: config.site_id ?? '' }, hooks);
    case 'fresh-chat':
      return freshChat({ token: config.token ?? '', host: config.host ?? '' }, hooks);
  }
}

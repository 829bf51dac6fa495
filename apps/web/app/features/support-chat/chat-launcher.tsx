import type { ChatSettings } from '@casino/shared/support/chat';
import { CHAT_ACTIVATION_FALLBACK_MS } from '@casino/shared/support/chat-constants';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMatches } from 'react-router';
import { onOpenChat } from '../../lib/chat-signals.ts';
import { useT } from '../../lib/i18n.ts';
import { isChatBadgeVisible } from '../../lib/routing/live-chat-rules.ts';
import { useDeferredApi } from '../../lib/use-deferred-api.ts';
import { useShell } from '../../lib/use-shell.ts';
import { afterFirstInteraction } from './chat-activation.ts';
import { type ChatAdapter, chatAdapterFor } from './chat-adapters.ts';
import type { VendorChatHandle } from './vendor-chat.ts';

// Neither the built-in widget nor a vendor's loader is in the page's first bundle (the JS budget).
const BuiltinChat = lazy(() =>
  import('./builtin-chat.tsx').then(({ BuiltinChat }) => ({ default: BuiltinChat })),
);

/**
 * The support chat on every page (spec §4 Chat widget): nothing until the first interaction, then
 * support.getsettings picks the adapter; the badge follows the route (spec §2.1), and the chat is told
 * again who the player is on sign-in and sign-out. The header's chat button and the support page open it.
 */
export function ChatLauncher() {
  const { user, locale, messages } = useShell();
  const api = useDeferredApi();
  const t = useT();
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? '';
  const visible = isChatBadgeVisible(routeId);
  const [adapter, setAdapter] = useState<ChatAdapter | undefined>();
  const [openCount, setOpenCount] = useState(0);
  const activated = useRef(false);
  const vendor = useRef<VendorChatHandle | undefined>(undefined);
  const uid = user?.uid ?? null;
  const uidRef = useRef(uid);
  uidRef.current = uid;

  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per page load; the user is read when it starts.
  useEffect(() => {
    const activate = () => {
      if (activated.current) return;
      activated.current = true;
      api('support.getsettings')
        .then((settings: ChatSettings) => {
          const chosen = chatAdapterFor(settings);
          setAdapter(chosen);
          if (chosen.kind !== 'script') return;
          const liveTexLang = (messages.common as Record<string, unknown> | undefined)?.liveTexLang;
          return import('./vendor-chat.ts').then(({ startVendorChat }) => {
            vendor.current = startVendorChat(chosen.provider, settings, {
              api,
              locale,
              liveTexLang: typeof liveTexLang === 'string' ? liveTexLang : undefined,
              uid: uidRef.current,
            });
          });
        })
        // Spec §8: a chat config failure is logged and the chat is disabled.
        .catch((error: unknown) => {
          console.error('chat config failed', error);
          setAdapter({ kind: 'none' });
        });
    };
    const stop = afterFirstInteraction(activate, CHAT_ACTIVATION_FALLBACK_MS);
    const stopOpen = onOpenChat(() => {
      activate();
      setOpenCount((count) => count + 1);
      vendor.current?.open();
    });
    return () => {
      stop();
      stopOpen();
      vendor.current?.stop();
    };
  }, []);

  // Spec §4: reloaded with new user data on registration, sign-in and sign-out.
  const firstUid = useRef(uid);
  useEffect(() => {
    if (uid === firstUid.current) return;
    firstUid.current = uid;
    void vendor.current?.identify(uid);
  }, [uid]);

  useEffect(() => vendor.current?.setBadgeVisible(visible), [visible]);

  if (adapter?.kind !== 'builtin') return null;
  return (
    <Suspense fallback={null}>
      {/* A new player (or none) is a new chat: nothing of the last one stays on screen. */}
      <BuiltinChat
        key={uid ?? 'guest'}
        uid={uid}
        badgeVisible={visible}
        openCount={openCount}
        label={t('chat.open')}
      />
    </Suspense>
  );
}

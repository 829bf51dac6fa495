import type { ChatSettings } from '@casino/shared/support/chat';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMatches } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { isChatBadgeVisible } from '../../lib/routing/live-chat-rules.ts';
import { useDeferredApi } from '../../lib/use-deferred-api.ts';
import { useShell } from '../../lib/use-shell.ts';
import { type ChatAdapter, chatAdapterFor } from './chat-adapters.ts';
import type { VendorChatHandle } from './vendor-chat.ts';

// Neither the built-in widget nor a vendor's loader is in the page's first bundle (the JS budget).
const BuiltinChat = lazy(() =>
  import('./builtin-chat.tsx').then(({ BuiltinChat }) => ({ default: BuiltinChat })),
);

/**
 * The support chat (spec §4 Chat widget), loaded by ChatStarter once the page has been used:
 * support.getsettings picks the adapter; the badge follows the route (spec §2.1), and the chat is told
 * again who the player is on sign-in and sign-out. `opens` counts the requests to open it (the support
 * page's button), those made before it loaded included.
 */
export function ChatLauncher({ opens }: { opens: number }) {
  const { user, locale, messages } = useShell();
  const api = useDeferredApi();
  const t = useT();
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? '';
  const visible = isChatBadgeVisible(routeId);
  const [adapter, setAdapter] = useState<ChatAdapter | undefined>();
  const vendor = useRef<VendorChatHandle | undefined>(undefined);
  const uid = user?.uid ?? null;
  const uidRef = useRef(uid);
  uidRef.current = uid;

  // biome-ignore lint/correctness/useExhaustiveDependencies: started once per page load; the user is read when it starts.
  useEffect(() => {
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
          if (opensRef.current > 0) vendor.current.open();
        });
      })
      // Spec §8: a chat config failure is logged and the chat is disabled.
      .catch((error: unknown) => {
        console.error('chat config failed', error);
        setAdapter({ kind: 'none' });
      });
    return () => vendor.current?.stop();
  }, []);

  const opensRef = useRef(opens);
  opensRef.current = opens;
  useEffect(() => {
    if (opens > 0) vendor.current?.open();
  }, [opens]);

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
        openCount={opens}
        label={t('chat.open')}
      />
    </Suspense>
  );
}

import { CHAT_ACTIVATION_FALLBACK_MS } from '@casino/shared/support/chat-constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { afterFirstInteraction } from '../../lib/after-first-interaction.ts';
import { onOpenChat } from '../../lib/chat-signals.ts';

// The chat itself is not in the page's first bundle (the JS budget): only this starter is.
const ChatLauncher = lazy(() =>
  import('./chat-launcher.tsx').then(({ ChatLauncher }) => ({ default: ChatLauncher })),
);

/**
 * Starts the support chat on every page (spec §4, §9): after the first interaction (at idle time, or
 * the fallback delay at the latest), or at once when something asks to open it.
 */
export function ChatStarter() {
  const [started, setStarted] = useState(false);
  const [opens, setOpens] = useState(0);
  useEffect(() => {
    const stop = afterFirstInteraction(() => setStarted(true), CHAT_ACTIVATION_FALLBACK_MS);
    const stopOpen = onOpenChat(() => {
      setStarted(true);
      setOpens((count) => count + 1);
    });
    return () => {
      stop();
      stopOpen();
    };
  }, []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <ChatLauncher opens={opens} />
    </Suspense>
  );
}

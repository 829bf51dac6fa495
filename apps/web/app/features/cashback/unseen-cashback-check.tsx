import { useEffect, useState } from 'react';
import { useDeferredApi } from '../../lib/use-deferred-api.ts';
import { useShell } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';

/**
 * The cashback check when a signed-in visit starts (after sign-in the site loads a new page): the
 * unseen-cashback popup opens if the player has one. Client navigations keep this mounted, so it asks
 * once per page load; a failed check only means no popup. Only a page loaded signed in asks: a
 * registration signs in without a new page and queues the popup itself (after-registration-sources).
 */
export function UnseenCashbackCheck() {
  const api = useDeferredApi();
  const { open } = useDialogs();
  const user = useShell().user;
  const [signedIn] = useState(user !== null);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    // Loaded when it runs: only a signed-in player's page asks, and every page's first bundle stays small.
    import('./unseen-cashback.ts')
      .then(({ unseenCashbackDialogs }) => unseenCashbackDialogs({ api }))
      .then(
        (dialogs) => {
          if (current) for (const { name, ...request } of dialogs) open(name, request);
        },
        (error: unknown) => console.warn('Cashback check failed', error),
      );
    return () => {
      current = false;
    };
  }, [api, open, signedIn]);
  return null;
}

import { useEffect } from 'react';
import { useDeferredApi } from '../../lib/use-deferred-api.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { unseenCashbackDialogs } from './unseen-cashback.ts';

/**
 * The cashback check when a signed-in visit starts (after sign-in the site loads a new page): the
 * unseen-cashback popup opens if the player has one. Client navigations keep this mounted, so it asks
 * once per page load; a failed check only means no popup. The root mounts it only on a page loaded
 * signed in: a registration signs in without a new page and queues the popup itself
 * (after-registration-sources).
 */
export function UnseenCashbackCheck() {
  const api = useDeferredApi();
  const { open } = useDialogs();
  useEffect(() => {
    let current = true;
    unseenCashbackDialogs({ api }).then(
      (dialogs) => {
        if (current) for (const { name, ...request } of dialogs) open(name, request);
      },
      (error: unknown) => console.warn('Cashback check failed', error),
    );
    return () => {
      current = false;
    };
  }, [api, open]);
  return null;
}

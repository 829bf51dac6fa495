import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { finishRegistration, useAfterRegistrationSources } from '../../lib/after-registration.ts';
import { useApi } from '../../lib/use-api.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';

/**
 * The end of a registration on the site (spec §4): the after-registration dialogs queue up and the
 * player goes to `target`. The navigation stays within the page (a new document would drop the queue)
 * and reloads every loader, the root's included, so the page shows the new player.
 */
export function useFinishRegistration(): (target: string, confirmEmailPopup?: boolean) => void {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const api = useApi();
  const sources = useAfterRegistrationSources();
  return useCallback(
    (target: string, confirmEmailPopup?: boolean) => {
      void finishRegistration({
        confirmEmailPopup,
        sources,
        context: { api },
        open: ({ name, ...request }) => dialogs.open(name, request),
        go: (to) => void navigate(to, { defaultShouldRevalidate: true }),
        target,
        onError: (error, slot) => console.warn(`After-registration ${slot} dialogs not loaded`, error),
      });
    },
    [api, dialogs, navigate, sources],
  );
}

import { useEffect, useRef } from 'react';
import { isPersonalHole } from '../../lib/personal.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';

/**
 * Spec §4: a signed-in player whose registration is not complete (a social sign-up missing fields)
 * gets the socialRegistration popup, which cannot be closed until it is done.
 */
export function RegistrationCompletionEffect() {
  const { user } = useShell();
  const dialogs = useDialogs();
  const openId = useRef<number | null>(null);
  // Read in the browser only: on a page rendered for every player the user is a hole (decision 0047).
  const incomplete = user !== null && !isPersonalHole(user) && !user.is_registration_completed;

  useEffect(() => {
    if (!incomplete || openId.current !== null) return;
    openId.current = dialogs.open('AuthPopup', {
      props: { view: 'socialRegistration' },
      preventClose: true,
      onClose: () => {
        openId.current = null;
      },
    });
  }, [incomplete, dialogs]);

  return null;
}

import type { AppLoadContext } from 'react-router';
import { inConfirmHintWindow, showsRegistrationHint } from './hints.ts';

/** Which of spec §4's hints a player is shown, as the server sees it (the browser's confirm_sent aside). */
export interface HintsShown {
  registration: boolean;
  confirm: boolean;
}

/**
 * The hints, read with the player's own API when the page is rendered: the page then has them in place
 * from its first paint instead of inserting them above the content after hydration (a layout shift of
 * 0.27 on the deposit page). The deposits and contacts are asked only while their window is open.
 */
export async function readHintsShown(api: AppLoadContext['api'], now = Date.now()): Promise<HintsShown> {
  const { reg_time: regTime, login } = await api('account.getInfo');
  const registrationOpen = showsRegistrationHint({ regTime, now, hasDeposit: false });
  const confirmOpen = inConfirmHintWindow(regTime, now);
  const [deposits, profile] = await Promise.all([
    registrationOpen ? api('gethistory', { type: 'deposit', count: 100 }) : null,
    confirmOpen ? api('account.getprofileinfo', { fields: ['contacts'] }) : null,
  ]);
  const loginContact = profile?.contacts?.find(
    (contact) => contact.contact.toLowerCase() === login.toLowerCase(),
  );
  return {
    registration:
      registrationOpen && !(deposits?.items.some((payment) => payment.status === 'success') ?? false),
    confirm: confirmOpen && !(loginContact?.is_confirmed ?? true),
  };
}

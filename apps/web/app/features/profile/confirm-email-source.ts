import type { Contact } from '@casino/shared/contract/profile.contract';
import type { AfterRegistrationContext } from '../../lib/after-registration.ts';
import type { SourcedDialog } from '../../ui/dialog/dialog-sources.ts';

/** The email the player should confirm: the first unconfirmed email contact (the registration's own). */
export function emailToConfirm(contacts: readonly Contact[] | undefined): string | null {
  return contacts?.find((contact) => contact.type === 'email' && !contact.is_confirmed)?.contact ?? null;
}

/**
 * The email-confirm source of the after-registration queue (spec §4): a player with an unconfirmed
 * email gets the confirm dialog; one who signed up by phone only, or whose email a social network
 * already vouched for, gets nothing.
 */
export async function confirmEmailDialogs({ api }: AfterRegistrationContext): Promise<SourcedDialog[]> {
  const profile = await api('account.getprofileinfo', { fields: ['contacts'] });
  const email = emailToConfirm(profile.contacts);
  return email ? [{ name: 'ConfirmEmail', props: { email } }] : [];
}

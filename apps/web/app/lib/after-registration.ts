import type { ApiCaller } from '@casino/shared/api/api-caller';
import { createContext, useContext } from 'react';
import { type DialogSource, queueSourcedDialogs, type SourcedDialog } from '../ui/dialog/dialog-sources.ts';

/** Spec §4 Registration step 3: what is queued after a registration, in this order. */
export const AFTER_REGISTRATION_ORDER = ['emailConfirm', 'unseenCashback', 'campaigns'] as const;

export type AfterRegistrationSlot = (typeof AFTER_REGISTRATION_ORDER)[number];

/** What a source may use to look: the platform, as the new player. */
export interface AfterRegistrationContext {
  api: ApiCaller;
}

/** The source each feature registers for its slot; a slot without one has nothing to show. */
export type AfterRegistrationSources = Partial<
  Record<AfterRegistrationSlot, DialogSource<AfterRegistrationContext>>
>;

/**
 * The sources, handed down by the shell (app/after-registration-sources.ts), so the registration
 * forms reach the other features' sources without importing them.
 */
const SourcesContext = createContext<AfterRegistrationSources>({});

export const AfterRegistrationSourcesProvider = SourcesContext.Provider;

export function useAfterRegistrationSources(): AfterRegistrationSources {
  return useContext(SourcesContext);
}

/**
 * The end of a successful registration (spec §4): the email-confirm, unseen-cashback and campaign
 * popups join the dialog queue in that order, then the player goes to `target` (the deposit page,
 * or the redirectUrl waiting in the address). The navigation does not wait for the sources' calls:
 * it stays within the page, so the queued dialogs show over the page the player lands on as soon as
 * their source has answered.
 */
export function finishRegistration(options: {
  sources: AfterRegistrationSources;
  context: AfterRegistrationContext;
  open: (dialog: SourcedDialog) => void;
  go: (target: string) => void;
  target: string;
  onError: (error: unknown, slot: AfterRegistrationSlot) => void;
  /** cms-config `auth.confirmEmailPopup` (spec §3 Auth config): false leaves the email-confirm popup out. */
  confirmEmailPopup?: boolean | undefined;
}): Promise<number> {
  const queued = queueSourcedDialogs(
    AFTER_REGISTRATION_ORDER.map((slot) =>
      slot === 'emailConfirm' && options.confirmEmailPopup === false ? undefined : options.sources[slot],
    ),
    options.context,
    options.open,
    (error, index) => options.onError(error, AFTER_REGISTRATION_ORDER[index] as AfterRegistrationSlot),
  );
  options.go(options.target);
  return queued;
}

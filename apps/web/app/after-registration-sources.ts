import type { AfterRegistrationSources } from './lib/after-registration.ts';

/**
 * The sources of the dialogs queued after a registration (spec §4), by slot; the slots' order is
 * AFTER_REGISTRATION_ORDER. The unseen-cashback slot gets its source when cashback lands (spec §4
 * "Cashback popup": the newest active or paid-out cashback); until then it has nothing to show. Each
 * source loads with its first registration.
 */
export const AFTER_REGISTRATION_SOURCES: AfterRegistrationSources = {
  emailConfirm: async (context) =>
    (await import('./features/profile/confirm-email-source.ts')).confirmEmailDialogs(context),
  campaigns: async (context) =>
    (await import('./features/campaigns/campaign-popup-source.ts')).campaignPopupDialogs(context),
};

import type { AfterRegistrationSources } from './lib/after-registration.ts';

/**
 * The sources of the dialogs queued after a registration (spec §4), by slot; the slots' order is
 * AFTER_REGISTRATION_ORDER. Each source loads with its first registration.
 */
export const AFTER_REGISTRATION_SOURCES: AfterRegistrationSources = {
  emailConfirm: async (context) =>
    (await import('./features/profile/confirm-email-source.ts')).confirmEmailDialogs(context),
  unseenCashback: async (context) =>
    (await import('./features/cashback/unseen-cashback.ts')).unseenCashbackDialogs(context),
  campaigns: async (context) =>
    (await import('./features/campaigns/campaign-popup-source.ts')).campaignPopupDialogs(context),
};

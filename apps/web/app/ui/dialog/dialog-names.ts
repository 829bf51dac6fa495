import type { DialogType } from './dialog-store.ts';

/** The named dialogs of spec §2.3 and the type each opens as. */
export const DIALOG_TYPES = {
  AuthPopup: 'popup',
  PromocodeActivatedPopup: 'popup',
  UnseenCashbackPopup: 'popup',
  VerificationPopup: 'popup',
  DemoModePopup: 'popup',
  CampaignPopup: 'popup',
  LoyaltyShopPopupConfirm: 'confirm',
  LoyaltyShopPopupBuy: 'popup',
  LoyaltyShopInsufficientFundsPopup: 'popup',
  LoyaltyQuestPopup: 'popup',
  LoyaltyCharacterChangeConfirmPopup: 'confirm',
  LoyaltyCharacterChangePopup: 'popup',
  GamesSearchPopup: 'curtain',
  /** The forced logout's countdown (spec §4), a question as before: stay signed in? */
  InteractivityWarning: 'confirm',
  PromotionsDetailPopup: 'popup',
  ConfirmDialog: 'confirm',
  /** The fill-profile confirm of spec §2.3 (props: from, toastType). */
  FillProfileConfirm: 'confirm',
  /** The confirming-email confirm of spec §2.3, queued after registration (props: email). */
  ConfirmEmail: 'confirm',
} as const satisfies Record<string, DialogType>;

export type DialogName = keyof typeof DIALOG_TYPES;

export const DIALOG_NAMES = Object.keys(DIALOG_TYPES) as DialogName[];

import type { DialogLoaders } from './ui/dialog/dialog-host.tsx';

/**
 * How to load the component behind each named dialog of spec §2.3. Features register theirs here as they
 * land; a name without one is dropped from the queue with a warning. Every dialog loads on first use
 * (dialogs are closed at first paint), so pages do not ship their code up front.
 */
export const DIALOG_LOADERS: DialogLoaders = {
  AuthPopup: () => import('./features/auth-popup/auth-popup.tsx').then(({ AuthPopup }) => AuthPopup),
  CampaignPopup: () =>
    import('./features/campaigns/campaign-popup.tsx').then(({ CampaignPopup }) => CampaignPopup),
  ConfirmDialog: () => import('./ui/dialog/confirm-dialog.tsx').then(({ ConfirmDialog }) => ConfirmDialog),
  ConfirmEmail: () =>
    import('./features/profile/confirm-email-dialog.tsx').then(
      ({ ConfirmEmailDialog }) => ConfirmEmailDialog,
    ),
  DemoModePopup: () =>
    import('./features/game-hall/demo-mode-popup.tsx').then(({ DemoModePopup }) => DemoModePopup),
  FillProfileConfirm: () =>
    import('./features/profile/fill-profile-dialog.tsx').then(({ FillProfileDialog }) => FillProfileDialog),
  GamesSearchPopup: () =>
    import('./features/game-hall/games-search-popup.tsx').then(({ GamesSearchPopup }) => GamesSearchPopup),
  InteractivityWarning: () =>
    import('./features/site-shell/interactivity-warning.tsx').then(
      ({ InteractivityWarning }) => InteractivityWarning,
    ),
  LoyaltyCharacterChangePopup: () =>
    import('./features/loyalty/character-dialogs.tsx').then(
      ({ LoyaltyCharacterChangePopup }) => LoyaltyCharacterChangePopup,
    ),
  LoyaltyCharacterChangeConfirmPopup: () =>
    import('./ui/dialog/confirm-dialog.tsx').then(({ ConfirmDialog }) => ConfirmDialog),
  LoyaltyQuestPopup: () =>
    import('./features/loyalty/quest-popup.tsx').then(({ LoyaltyQuestPopup }) => LoyaltyQuestPopup),
  LoyaltyShopPopupConfirm: () =>
    import('./ui/dialog/confirm-dialog.tsx').then(({ ConfirmDialog }) => ConfirmDialog),
  LoyaltyShopPopupBuy: () =>
    import('./features/loyalty/shop-dialogs.tsx').then(({ LoyaltyShopPopupBuy }) => LoyaltyShopPopupBuy),
  LoyaltyShopInsufficientFundsPopup: () =>
    import('./features/loyalty/shop-dialogs.tsx').then(
      ({ LoyaltyShopInsufficientFundsPopup }) => LoyaltyShopInsufficientFundsPopup,
    ),
  UnseenCashbackPopup: () =>
    import('./features/cashback/unseen-cashback-popup.tsx').then(
      ({ UnseenCashbackPopup }) => UnseenCashbackPopup,
    ),
  PromotionsDetailPopup: () =>
    import('./features/promotions/promotions-detail-popup.tsx').then(
      ({ PromotionsDetailPopup }) => PromotionsDetailPopup,
    ),
  VerificationPopup: () =>
    import('./features/verification/verification-popup.tsx').then(
      ({ VerificationPopup }) => VerificationPopup,
    ),
  PromocodeActivatedPopup: () =>
    import('./features/bonuses/promocode-activated-popup.tsx').then(
      ({ PromocodeActivatedPopup }) => PromocodeActivatedPopup,
    ),
};

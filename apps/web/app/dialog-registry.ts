import { lazy } from 'react';
import type { DialogComponents } from './ui/dialog/dialog-host.tsx';

/**
 * The components behind the named dialogs of spec §2.3. Features register theirs here as they land;
 * a name without a component is dropped from the queue with a warning. Every dialog loads on first
 * use (dialogs are closed at first paint), so pages do not ship their code up front.
 */
export const DIALOG_COMPONENTS: DialogComponents = {
  AuthPopup: lazy(() =>
    import('./features/auth-popup/auth-popup.tsx').then(({ AuthPopup }) => ({ default: AuthPopup })),
  ),
  CampaignPopup: lazy(() =>
    import('./features/campaigns/campaign-popup.tsx').then(({ CampaignPopup }) => ({
      default: CampaignPopup,
    })),
  ),
  ConfirmDialog: lazy(() =>
    import('./ui/dialog/confirm-dialog.tsx').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })),
  ),
  ConfirmEmail: lazy(() =>
    import('./features/profile/confirm-email-dialog.tsx').then(({ ConfirmEmailDialog }) => ({
      default: ConfirmEmailDialog,
    })),
  ),
  DemoModePopup: lazy(() =>
    import('./features/game-hall/demo-mode-popup.tsx').then(({ DemoModePopup }) => ({
      default: DemoModePopup,
    })),
  ),
  FillProfileConfirm: lazy(() =>
    import('./features/profile/fill-profile-dialog.tsx').then(({ FillProfileDialog }) => ({
      default: FillProfileDialog,
    })),
  ),
  GamesSearchPopup: lazy(() =>
    import('./features/game-hall/games-search-popup.tsx').then(({ GamesSearchPopup }) => ({
      default: GamesSearchPopup,
    })),
  ),
  InteractivityWarning: lazy(() =>
    import('./features/site-shell/interactivity-warning.tsx').then(({ InteractivityWarning }) => ({
      default: InteractivityWarning,
    })),
  ),
  LoyaltyCharacterChangePopup: lazy(() =>
    import('./features/loyalty/character-dialogs.tsx').then(({ LoyaltyCharacterChangePopup }) => ({
      default: LoyaltyCharacterChangePopup,
    })),
  ),
  LoyaltyCharacterChangeConfirmPopup: lazy(() =>
    import('./ui/dialog/confirm-dialog.tsx').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })),
  ),
  LoyaltyQuestPopup: lazy(() =>
    import('./features/loyalty/quest-popup.tsx').then(({ LoyaltyQuestPopup }) => ({
      default: LoyaltyQuestPopup,
    })),
  ),
  LoyaltyShopPopupConfirm: lazy(() =>
    import('./ui/dialog/confirm-dialog.tsx').then(({ ConfirmDialog }) => ({ default: ConfirmDialog })),
  ),
  LoyaltyShopPopupBuy: lazy(() =>
    import('./features/loyalty/shop-dialogs.tsx').then(({ LoyaltyShopPopupBuy }) => ({
      default: LoyaltyShopPopupBuy,
    })),
  ),
  LoyaltyShopInsufficientFundsPopup: lazy(() =>
    import('./features/loyalty/shop-dialogs.tsx').then(({ LoyaltyShopInsufficientFundsPopup }) => ({
      default: LoyaltyShopInsufficientFundsPopup,
    })),
  ),
  UnseenCashbackPopup: lazy(() =>
    import('./features/cashback/unseen-cashback-popup.tsx').then(({ UnseenCashbackPopup }) => ({
      default: UnseenCashbackPopup,
    })),
  ),
  PromotionsDetailPopup: lazy(() =>
    import('./features/promotions/promotions-detail-popup.tsx').then(({ PromotionsDetailPopup }) => ({
      default: PromotionsDetailPopup,
    })),
  ),
  VerificationPopup: lazy(() =>
    import('./features/verification/verification-popup.tsx').then(({ VerificationPopup }) => ({
      default: VerificationPopup,
    })),
  ),
  PromocodeActivatedPopup: lazy(() =>
    import('./features/bonuses/promocode-activated-popup.tsx').then(({ PromocodeActivatedPopup }) => ({
      default: PromocodeActivatedPopup,
    })),
  ),
};

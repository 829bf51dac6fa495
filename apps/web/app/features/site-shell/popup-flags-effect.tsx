import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { capturePromoCode } from '../../lib/query-storage.ts';
import { routeName } from '../../lib/routing/live-chat-rules.ts';
import {
  authPopupFromQuery,
  campaignPopupPreview,
  forgetRegistrationFlag,
  wantsRealPlayRegistration,
  withoutPopupFlags,
} from '../../lib/routing/popup-flags.ts';
import { browserStorage } from '../../lib/storage-keys.ts';
import { usePaths, useShell } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';

/**
 * Applies the address rules of spec §2.1 after each navigation: the popup flags (show_popup_reg,
 * show_popup_auth, prevent_close) and `#real` on game pages open the authentication popup for guests,
 * a `promo_code` in an address the site navigates to is kept for registration (the one the visitor
 * landed with is kept by StartEffects: the head script takes it out of the address) and
 * `#popup-preview` shows the campaign popup `?popup=` names.
 * Closing the popup removes the flags from the address.
 */
export function PopupFlagsEffect() {
  const location = useLocation();
  const matches = useMatches();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const home = usePaths().home();
  const isGuest = useShell().user === null;
  const openId = useRef<number | null>(null);
  const routeId = matches[matches.length - 1]?.id ?? '';

  useEffect(() => {
    const storage = browserStorage();
    const search = new URLSearchParams(location.search);
    capturePromoCode(search, storage);
    if (openId.current !== null) return;

    const previewId = campaignPopupPreview(location.hash, search);
    if (previewId !== null) {
      openId.current = dialogs.open('CampaignPopup', {
        props: { previewId },
        onClose: () => {
          openId.current = null;
        },
      });
      return;
    }

    const isGameRoute = routeName(routeId) === 'game-sysname';
    if (wantsRealPlayRegistration(location.hash, isGameRoute, isGuest)) {
      openId.current = dialogs.open('AuthPopup', {
        props: { view: 'registration' },
        onClose: () => {
          openId.current = null;
          navigate(home);
        },
      });
      return;
    }

    const request = authPopupFromQuery(search, { isGuest, storage });
    if (!request) return;
    openId.current = dialogs.open('AuthPopup', {
      props: { view: request.view },
      preventClose: request.preventClose,
      onClose: () => {
        openId.current = null;
        forgetRegistrationFlag(storage);
        const rest = withoutPopupFlags(window.location.search);
        if (rest !== window.location.search) {
          navigate(
            { pathname: window.location.pathname, search: rest, hash: window.location.hash },
            { replace: true },
          );
        }
      },
    });
  }, [location.search, location.hash, routeId, isGuest, dialogs, navigate, home]);

  return null;
}

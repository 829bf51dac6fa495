import { socialAuthUrl } from '@casino/shared/routing/site-paths';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { storeBackUrl } from '../../lib/query-storage.ts';
import { withoutPopupFlags } from '../../lib/routing/popup-flags.ts';
import { browserStorage } from '../../lib/storage-keys.ts';
import { useShell } from '../../lib/use-shell.ts';
import { FormNotice } from '../../ui/form-parts.tsx';
import type { SocialButton } from './auth-settings.ts';
import { type SocialAuthMessage, socialAuthMessage, socialPopupFeatures } from './social-auth.ts';

interface SocialButtonsProps {
  buttons: readonly SocialButton[];
  title: string;
  typeAuth: 'authorization' | 'registration';
  /** Checked before the pop-up opens; false stops the social flow (spec §4: unaccepted terms). */
  canStart?: () => boolean;
  onSignedIn: (message: SocialAuthMessage) => void;
}

/**
 * Social sign-in buttons (spec §2.2): each opens /oauth/init in a 640×480 pop-up and waits for that
 * pop-up's message, accepted only from this site's origin and that very window.
 */
export function SocialButtons({ buttons, title, typeAuth, canStart, onSignedIn }: SocialButtonsProps) {
  const t = useT();
  const fallbacks = useShell().site.popupFallbacks;
  const popup = useRef<Window | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;

  useEffect(() => {
    const listen = (event: MessageEvent) => {
      const message = socialAuthMessage(event, { origin: window.location.origin, source: popup.current });
      if (!message) return;
      popup.current = null;
      if (message.status === 'signed-in') signedIn.current(message);
      else if (message.status === 'failed') setNotice(t('popups.auth.socialFailed'));
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [t]);

  if (buttons.length === 0) return null;

  const start = (service: string) => {
    setNotice(null);
    if (canStart && !canStart()) return;
    storeBackUrl(new URLSearchParams(window.location.search), 'socialAuth', browserStorage());
    const url = socialAuthUrl({
      service,
      redirectUrl: `${window.location.pathname}${withoutPopupFlags(window.location.search)}`,
      typeAuth,
    });
    popup.current = window.open(url, 'social-auth', socialPopupFeatures(window));
    if (popup.current) return;
    // Blocked: in this tab, when the content says so (the callback comes back to this page signed in).
    if (fallbacks.socialAuth === 'redirect') window.location.assign(url);
    else setNotice(t('popups.auth.socialPopupBlocked'));
  };

  return (
    <section className="social-buttons" aria-label={title}>
      <p className="social-buttons__title">{title}</p>
      <ul className="social-buttons__list">
        {buttons.map((button) => (
          <li key={button.id}>
            <button
              type="button"
              className="button button--ghost social-buttons__button"
              onClick={() => start(button.id)}
            >
              <img src={button.icon} alt="" width={20} height={20} />
              {button.name}
            </button>
          </li>
        ))}
      </ul>
      <FormNotice>{notice}</FormNotice>
    </section>
  );
}

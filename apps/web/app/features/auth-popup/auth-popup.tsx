import type { LoyaltyCharacter } from '@casino/shared/contract/loyalty.contract';
import { splitLocale } from '@casino/shared/routing/site-paths';
import { useState } from 'react';
import { ANALYTICS_EVENTS, trackSignIn } from '../../lib/analytics.ts';
import { useT } from '../../lib/i18n.ts';
import { takeBackUrl } from '../../lib/query-storage.ts';
import { pageInLocale } from '../../lib/routing/locale-redirect.ts';
import { type AuthView, redirectUrlFrom, withoutPopupFlags } from '../../lib/routing/popup-flags.ts';
import { browserStorage, STORAGE_KEYS, writeStored } from '../../lib/storage-keys.ts';
import { useApi } from '../../lib/use-api.ts';
import { usePaths, useShell } from '../../lib/use-shell.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';
import { AuthBanner, CharacterBanner } from './auth-banner.tsx';
import { useAuthSettings } from './auth-settings.ts';
import { AuthViewBody, BackToSignIn, useAuthViews } from './auth-views.tsx';
import { ChosenCharacterContext } from './character-select.tsx';
import type { SocialAuthMessage } from './social-auth.ts';
import { SocialRegistrationForm } from './social-registration-form.tsx';
import { useFinishRegistration } from './use-finish-registration.ts';

const AUTH_VIEWS: readonly AuthView[] = [
  'authorization',
  'registration',
  'restore',
  'twofa',
  'socialRegistration',
];

function initialView(value: unknown): AuthView {
  return AUTH_VIEWS.includes(value as AuthView) ? (value as AuthView) : 'authorization';
}

/**
 * The authentication popup of spec §2.2: its views with their titles, the back breadcrumb of restore
 * and two-factor, switching between sign-in and registration, and where the player goes afterwards.
 */
export function AuthPopup({ entry }: DialogComponentProps) {
  const t = useT();
  const { close } = useDialogs();
  const shell = useShell();
  const paths = usePaths();
  const api = useApi();
  const finishRegistration = useFinishRegistration();
  const views = useAuthViews(initialView(entry.props.view));
  const { data: settings, status } = useAuthSettings(shell.locale);
  const failed = status === 'error';
  // The registration form's chosen character, for the side banner.
  const [character, setCharacter] = useState<LoyaltyCharacter | null>(null);

  const redirectUrl = () => redirectUrlFrom(window.location.search);

  // Spec §4: after sign-in the site switches to the account's locale and shows the same page in it.
  const afterSignIn = (accountLocale: string) => {
    close(entry.id, { immediate: true });
    const codes = shell.locales.map((locale) => locale.code);
    const target = redirectUrl();
    if (target) return window.location.assign(target);
    const { path } = splitLocale(window.location.pathname, codes, shell.defaultLocale);
    const locale = codes.includes(accountLocale) ? accountLocale : shell.locale;
    window.location.assign(
      pageInLocale(path, withoutPopupFlags(window.location.search), locale, shell.defaultLocale),
    );
  };

  // Spec §2.2, §4: after registration the email-confirm, unseen-cashback and campaign popups queue
  // up, and the player goes to the deposit page unless a redirectUrl is waiting.
  const afterRegistration = () => {
    // Read before closing: closing takes the popup flags off the address.
    const target = redirectUrl() ?? paths.cashierDeposit();
    const storage = browserStorage();
    writeStored(storage, STORAGE_KEYS.promoCode, null);
    writeStored(storage, STORAGE_KEYS.showPopupReg, null);
    close(entry.id, { immediate: true });
    finishRegistration(target, settings?.auth.confirmEmailPopup);
  };

  // A new social account with everything it needs is a registration; one with fields missing goes
  // back to its page, where the non-closable socialRegistration popup asks for them (spec §4).
  const afterSocialSignIn = async (message: SocialAuthMessage) => {
    const user = await api('account.getInfo');
    const how = message.created ? ANALYTICS_EVENTS.signUp : ANALYTICS_EVENTS.login;
    await trackSignIn(api, user.uid, how, { method: 'social' });
    if (message.created && user.is_registration_completed) return afterRegistration();
    const back = takeBackUrl('socialAuth', browserStorage());
    if (back && user.is_registration_completed) {
      close(entry.id, { immediate: true });
      return window.location.assign(back);
    }
    afterSignIn(user.locale);
  };

  const body = () => {
    if (views.view !== 'socialRegistration') {
      return (
        <AuthViewBody
          views={views}
          settings={settings}
          failed={failed}
          onSignedIn={afterSignIn}
          onSocialSignedIn={afterSocialSignIn}
          onRegister={() => views.setView('registration')}
          onRegistered={afterRegistration}
          signInSwitch={
            <button
              type="button"
              className="button button--ghost"
              onClick={() => views.setView('authorization')}
            >
              {t('popups.auth.logIn')}
            </button>
          }
        />
      );
    }
    if (failed) return <p className="form-error">{t('common.errorGeneric')}</p>;
    if (!settings) return <p className="auth-popup__loading">{t('common.loading')}</p>;
    return (
      <SocialRegistrationForm
        settings={settings}
        onCompleted={afterRegistration}
        onSignedOut={() => {
          close(entry.id, { immediate: true });
          window.location.assign(paths.home());
        }}
      />
    );
  };

  // Spec §2.2: the side banner shows the content's banner when there is one; in registration with
  // character select on it shows the chosen character.
  const banner = settings?.auth.banner;
  const aside =
    views.view === 'registration' && character ? (
      <CharacterBanner character={character} />
    ) : banner ? (
      <AuthBanner banner={banner} />
    ) : undefined;

  return (
    <DialogFrame
      type={entry.type}
      title={t(`popups.auth.titles.${views.view}`)}
      closeLabel={t('common.close')}
      preventClose={entry.preventClose}
      onRequestClose={() => close(entry.id)}
      before={<BackToSignIn views={views} />}
      aside={aside}
    >
      <ChosenCharacterContext.Provider value={setCharacter}>
        <div className="auth-popup" data-view={views.view}>
          {body()}
        </div>
      </ChosenCharacterContext.Provider>
    </DialogFrame>
  );
}

import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import type { AuthSettings } from './auth-settings.ts';
import { RegistrationForm } from './registration-form.tsx';
import { registrationVariants } from './registration-values.ts';
import type { SocialAuthMessage } from './social-auth.ts';

/**
 * The registration view's body (spec §2.2): the language switcher of the registration variants when
 * there is more than one, and the chosen variant's form. Shared by the popup and /forms/sign_up.
 */
export function RegistrationView({
  settings,
  failed,
  onRegistered,
  onSocialSignedIn,
}: {
  settings: AuthSettings | null;
  failed: boolean;
  onRegistered: () => void;
  onSocialSignedIn: (message: SocialAuthMessage) => void;
}) {
  const t = useT();
  const [variantId, setVariantId] = useState<string | null>(null);
  if (failed) return <p className="form-error">{t('common.errorGeneric')}</p>;
  if (!settings) return <p className="auth-popup__loading">{t('common.loading')}</p>;
  const variants = registrationVariants(settings.auth.authTypes);
  const variant = variants.find((each) => each.id === variantId) ?? variants[0];
  return (
    <>
      {variants.length > 1 ? (
        // Spec §2.2, §9: the switcher shows when there is more than one registration variant.
        <fieldset className="auth-variants">
          <legend className="visually-hidden">{t('popups.auth.registrationVariants')}</legend>
          {variants.map((each) => (
            <button
              key={each.id}
              type="button"
              className="button button--ghost button--sm auth-variants__option"
              aria-pressed={each.id === variant?.id}
              onClick={() => setVariantId(each.id)}
            >
              {each.label}
            </button>
          ))}
        </fieldset>
      ) : null}
      <RegistrationForm
        key={variant?.id}
        settings={settings}
        authType={variant}
        onRegistered={onRegistered}
        onSocialSignedIn={onSocialSignedIn}
      />
    </>
  );
}

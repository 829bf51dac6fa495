import { useT } from '../../lib/i18n.ts';
import { InputField } from '../../ui/field.tsx';
import { FormNotice } from '../../ui/form-parts.tsx';
import type { ContactConfirmation } from './use-contact-confirmation.ts';

/**
 * The parts of a sent contact confirmation that the email-confirm dialog and the contact list share:
 * the code field (with the form's notice) and the resend countdown, then its button.
 */
export function ConfirmationCodeField({
  confirmation,
  contact,
}: {
  confirmation: ContactConfirmation;
  /** The contact as the player reads it (a phone in its mask). */
  contact: string;
}) {
  const t = useT();
  return (
    <>
      <InputField
        label={t('popups.auth.fields.code')}
        hint={t('confirmation.text', { contact })}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={confirmation.code}
        onChange={(event) => confirmation.editCode(event.target.value)}
        error={confirmation.errors.code}
      />
      <FormNotice>{confirmation.notice}</FormNotice>
    </>
  );
}

export function ResendCode({
  confirmation,
  countdownClassName,
}: {
  confirmation: ContactConfirmation;
  countdownClassName: string;
}) {
  const t = useT();
  return confirmation.resendIn > 0 ? (
    <span className={countdownClassName}>
      {t('popups.auth.resendIn', { seconds: confirmation.resendIn })}
    </span>
  ) : (
    <button
      type="button"
      className="button button--ghost button--sm"
      onClick={confirmation.sendCode}
      disabled={confirmation.busy}
    >
      {t('popups.auth.resendCode')}
    </button>
  );
}

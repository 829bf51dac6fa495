import { type FormEvent, useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { DialogFrame } from '../../ui/dialog/dialog-frame.tsx';
import type { DialogComponentProps } from '../../ui/dialog/dialog-host.tsx';
import { FormNotice } from '../../ui/form-parts.tsx';
import { ConfirmationCodeField, ResendCode } from './confirmation-code.tsx';
import { useContactConfirmation } from './use-contact-confirmation.ts';

export interface ConfirmEmailProps {
  email: string;
}

/**
 * The confirming-email confirm of spec §2.3, first in the queue after a registration: it sends a code
 * to the new player's email and confirms it right here, or lets the player do it later (the confirm
 * hint and the profile's contact list still offer it).
 */
export function ConfirmEmailDialog({ entry }: DialogComponentProps) {
  const t = useT();
  const { close } = useDialogs();
  const { email } = entry.props as unknown as ConfirmEmailProps;
  const confirmation = useContactConfirmation(email);
  const { busy, notice } = confirmation;
  const later = () => close(entry.id);
  const codeForm = useRef<HTMLFormElement>(null);

  // The send button goes away once the code is sent: focus moves on to the code it asks for.
  useEffect(() => {
    if (confirmation.codeSent) codeForm.current?.querySelector('input')?.focus();
  }, [confirmation.codeSent]);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (await confirmation.confirm()) close(entry.id, { immediate: true });
  };

  const laterButton = (
    <button type="button" className="button button--ghost" onClick={later}>
      {t('dialogs.later')}
    </button>
  );

  return (
    <DialogFrame
      type="confirm"
      title={t('dialogs.confirmEmail.title')}
      closeLabel={t('common.close')}
      preventClose={entry.preventClose}
      onRequestClose={later}
    >
      {confirmation.codeSent ? (
        <form ref={codeForm} className="auth-form" onSubmit={confirm} noValidate>
          <ConfirmationCodeField confirmation={confirmation} contact={email} />
          <p className="auth-form__links">
            <ResendCode confirmation={confirmation} countdownClassName="auth-form__countdown" />
          </p>
          <div className="dialog__actions">
            {laterButton}
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('confirmation.submit')}
            </button>
          </div>
        </form>
      ) : (
        <>
          <p>{t('dialogs.confirmEmail.text', { email })}</p>
          <FormNotice>{notice}</FormNotice>
          <div className="dialog__actions">
            {laterButton}
            <button
              type="button"
              className="button button--primary"
              onClick={confirmation.sendCode}
              disabled={busy}
              data-autofocus
            >
              {t('dialogs.confirmEmail.confirm')}
            </button>
          </div>
        </>
      )}
    </DialogFrame>
  );
}

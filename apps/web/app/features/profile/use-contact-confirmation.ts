import { ApiError } from '@casino/shared/errors/api-error';
import { useReducer } from 'react';
import { useT } from '../../lib/i18n.ts';
import { browserStorage, STORAGE_KEYS, writeStored } from '../../lib/storage-keys.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useToasts } from '../../ui/toast/toast-context.tsx';
import { confirmReducer } from './contact-state.ts';
import { useCountdown } from './use-countdown.ts';

/** Seconds between two codes to one contact when the platform does not say (it allows one a minute). */
const RESEND_SECONDS = 60;

/** The resend wait a refused send reports (TooManyRequests with error_data.resend_time), if any. */
export function resendWait(error: unknown): number | null {
  const value = error instanceof ApiError ? error.errorData?.resend_time : undefined;
  return typeof value === 'number' && value > 0 ? value : null;
}

export type ContactConfirmation = ReturnType<typeof useContactConfirmation>;

/**
 * Confirming one contact with a code (account.sendconfirmationtocontact, then
 * account.confirmContact): the code state of spec §4, the resend countdown, and the confirm toast.
 * Shared by the contact list and the email-confirm dialog after registration.
 */
export function useContactConfirmation(contact: string) {
  const t = useT();
  const api = useApi();
  const toasts = useToasts();
  const submit = useFormSubmit();
  const [state, dispatch] = useReducer(confirmReducer, { code: '', codeSent: false });
  const [resendIn, startResend] = useCountdown();

  const sendCode = () =>
    submit.run(
      async () => {
        try {
          await api('account.sendconfirmationtocontact', { contact });
          startResend(RESEND_SECONDS);
        } catch (error) {
          // A code sent moments ago is still valid: wait for the resend instead of failing.
          const wait = resendWait(error);
          if (wait === null) throw error;
          startResend(wait);
        }
        // Spec §4: a sent confirmation ends the confirm hint in this browser.
        writeStored(browserStorage(), STORAGE_KEYS.confirmSent, '1');
        dispatch({ type: 'codeSent' });
      },
      { fields: [] },
    );

  /** Resolves true once the contact is confirmed (the toast is shown by then). */
  const confirm = async (): Promise<boolean> => {
    const ok = await submit.run(() => api('account.confirmContact', { contact, code: state.code }), {
      fields: ['code'],
    });
    if (!ok) return false;
    dispatch({ type: 'confirmed' });
    toasts.show({
      kind: 'confirm',
      data: { title: t('toasts.confirm.title'), text: t('toasts.confirm.text') },
    });
    return true;
  };

  return {
    busy: submit.busy,
    errors: submit.errors,
    notice: submit.notice,
    code: state.code,
    codeSent: state.codeSent,
    editCode: (code: string) => dispatch({ type: 'editCode', code }),
    resendIn,
    sendCode,
    confirm,
  };
}

import { ApiError } from '@casino/shared/errors/api-error';
import { type FormEvent, useEffect, useState } from 'react';
import { ANALYTICS_EVENTS, trackAuthFailure, trackSignIn } from '../../lib/analytics.ts';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { InputField } from '../../ui/field.tsx';
import { SubmitButton } from '../../ui/form-parts.tsx';
import type { Credentials } from './login-form.tsx';
import { resendTime, twoFactorMessageKey } from './two-factor-messages.ts';

interface TwoFactorFormProps {
  credentials: Credentials;
  resendTime: number;
  onSignedIn: (locale: string) => void;
}

/** The twofa view: the code step, and a resend (a sign-in with no code) once the countdown ends. */
export function TwoFactorForm({ credentials, resendTime: initialResend, onSignedIn }: TwoFactorFormProps) {
  const t = useT();
  const api = useApi();
  const [code, setCode] = useState('');
  const { busy, errors, setErrors, run } = useFormSubmit();
  const [countdown, setCountdown] = useState(initialResend);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((value) => value - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  /** A refused code: the code field says why, and a new resend wait starts when the platform sets one. */
  const failWith = (failure: unknown) => {
    void trackAuthFailure(api, 'login', failure);
    const text = failure instanceof ApiError ? failure.message : '';
    if (failure instanceof ApiError) {
      const restart = resendTime(failure);
      if (restart !== null) setCountdown(restart);
    }
    return { errors: { code: t(twoFactorMessageKey(text)) } };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(
      async () => {
        const user = await api('auth.login', { ...credentials, code: code.trim() });
        await trackSignIn(api, user.uid, ANALYTICS_EVENTS.login, { method: 'two_factor' });
        onSignedIn(user.locale);
      },
      { refusal: failWith },
    );
  };

  // The resend is no submit: the form stays usable meanwhile.
  const resend = async () => {
    setErrors({});
    try {
      const user = await api('auth.login', credentials);
      await trackSignIn(api, user.uid, ANALYTICS_EVENTS.login, { method: 'password' });
      onSignedIn(user.locale);
    } catch (failure) {
      if (failure instanceof ApiError && failure.message.includes('two_factor_auth is enable')) {
        setCountdown(resendTime(failure) ?? 0);
      } else setErrors(failWith(failure).errors);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p>{t('popups.auth.twoFaText')}</p>
      <InputField
        label={t('popups.auth.fields.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
        error={errors.code}
        data-autofocus
      />
      <SubmitButton busy={busy}>{t('popups.auth.submit.twofa')}</SubmitButton>
      <p className="auth-form__links">
        {countdown > 0 ? (
          <span className="auth-form__countdown">{t('popups.auth.resendIn', { seconds: countdown })}</span>
        ) : (
          <button type="button" className="button button--ghost button--sm" onClick={resend}>
            {t('popups.auth.resendCode')}
          </button>
        )}
      </p>
    </form>
  );
}

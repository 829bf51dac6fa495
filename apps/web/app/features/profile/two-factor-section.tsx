import { validateNumericCode } from '@casino/shared/validation/field-validators';
import { validationMessageText } from '@casino/shared/validation/message-text';
import { phoneDigits } from '@casino/shared/validation/phone-masks';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { InputField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';

type Method = 'code' | 'totp';

interface PendingSecret {
  secret: string;
  otpauth_uri: string;
  qr_code: string;
}

/** Base32 secrets are typed by hand from the screen: groups of four are easier to copy. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

/**
 * Two-factor sign-in (account.changeTwoFactorAuth): on by a code sent to a confirmed contact, or by an
 * authenticator app whose secret is shown and becomes active once a code from it is confirmed; on and
 * off with the password.
 */
export function TwoFactorSection({ enabled, onChanged }: { enabled: boolean; onChanged: () => void }) {
  const t = useT();
  const api = useApi();
  const { busy, errors, setErrors, notice, run, lookup } = useFormSubmit();
  const [method, setMethod] = useState<Method>('code');
  const [pending, setPending] = useState<PendingSecret | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  // Spec §8: the platform's "code is invalid" reads as the two-factor message the sign-in shows.
  const codeError = errors.code?.includes('code is invalid')
    ? t('popups.auth.twoFaErrorInvalidCode')
    : errors.code;

  const turnOn = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setErrors({ password: t('validation.requiredField') });
    let secret: PendingSecret | null = null;
    const ok = await run(
      async () => {
        const result = await api('account.changeTwoFactorAuth', { enable: true, method, password });
        if (result !== 1) secret = result;
      },
      { fields: ['password'] },
    );
    if (!ok) return;
    setPassword('');
    if (secret) setPending(secret);
    else onChanged();
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateNumericCode(code);
    if (problem) return setErrors({ code: validationMessageText(problem, lookup) });
    const ok = await run(() => api('account.confirmTwoFactorAuth', { code }), { fields: ['code'] });
    if (!ok) return;
    setPending(null);
    setCode('');
    onChanged();
  };

  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return setErrors({ password: t('validation.requiredField') });
    const ok = await run(() => api('account.changeTwoFactorAuth', { enable: false, password }), {
      fields: ['password'],
    });
    if (!ok) return;
    setPassword('');
    onChanged();
  };

  // Turning two-factor on or off both take the current password.
  const passwordField = {
    label: t('profile.currentPassword'),
    name: 'password',
    type: 'password',
    autoComplete: 'current-password',
    value: password,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setPassword(event.target.value),
    error: errors.password,
  };

  if (enabled) {
    return (
      <form className="profile-form" onSubmit={turnOff} noValidate>
        <p className="profile-state profile-state--on">{t('profile.twoFactor.on')}</p>
        <InputField {...passwordField} hint={t('profile.twoFactor.disableHint')} />
        <FormNotice>{notice}</FormNotice>
        <SubmitButton busy={busy}>{t('profile.twoFactor.disable')}</SubmitButton>
      </form>
    );
  }

  if (pending) {
    return (
      <form className="profile-form" onSubmit={confirm} noValidate>
        <ol className="totp-steps">
          <li>
            <p>{t('profile.twoFactor.totpScan')}</p>
            <img
              className="totp-qr"
              src={pending.qr_code}
              alt={t('profile.twoFactor.qrAlt')}
              width={176}
              height={176}
            />
            <p className="totp-secret">
              <span className="visually-hidden">{t('profile.twoFactor.secret')}: </span>
              <code data-testid="totp-secret">{grouped(pending.secret)}</code>
            </p>
            <a className="button button--ghost button--sm" href={pending.otpauth_uri}>
              {t('profile.twoFactor.openApp')}
            </a>
          </li>
          <li>
            <InputField
              label={t('profile.twoFactor.totpCode')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(event) => setCode(phoneDigits(event.target.value).slice(0, 6))}
              error={codeError}
            />
          </li>
        </ol>
        <FormNotice>{notice}</FormNotice>
        <div className="profile-form__actions">
          <SubmitButton busy={busy}>{t('common.confirm')}</SubmitButton>
          <button type="button" className="button button--ghost" onClick={() => setPending(null)}>
            {t('common.cancel')}
          </button>
        </div>
      </form>
    );
  }

  return (
    <form className="profile-form" onSubmit={turnOn} noValidate>
      <p className="profile-state">{t('profile.twoFactor.off')}</p>
      <fieldset className="profile-choice">
        <legend>{t('profile.twoFactor.method')}</legend>
        {(['code', 'totp'] as const).map((choice) => (
          <label key={choice} className="profile-choice__option">
            <input
              type="radio"
              name="method"
              value={choice}
              checked={method === choice}
              onChange={() => setMethod(choice)}
            />
            <span>
              <strong>{t(`profile.twoFactor.methods.${choice}`)}</strong>
              <span className="profile-choice__hint">{t(`profile.twoFactor.methodHints.${choice}`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <InputField {...passwordField} hint={t('profile.twoFactor.enableHint')} />
      <FormNotice>{notice}</FormNotice>
      <SubmitButton busy={busy}>{t('profile.twoFactor.enable')}</SubmitButton>
    </form>
  );
}

import { ApiError } from '@casino/shared/errors/api-error';
import { type FormEvent, useState } from 'react';
import { ANALYTICS_EVENTS, trackAuthFailure, trackSignIn } from '../../lib/analytics.ts';
import { useFatalPage } from '../../lib/fatal-page.ts';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { InputField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';
import { refusalNotice } from './login-refusal.ts';
import { twoFactorRequired } from './two-factor-messages.ts';

export interface Credentials {
  login: string;
  password: string;
}

interface LoginFormProps {
  onSignedIn: (locale: string) => void;
  onTwoFactor: (credentials: Credentials, resendTime: number) => void;
  onRestore: () => void;
  onRegister: () => void;
}

/** The authorization view: any refusal but two-factor shows one generic notice (spec §4). */
export function LoginForm({ onSignedIn, onTwoFactor, onRestore, onRegister }: LoginFormProps) {
  const t = useT();
  const api = useApi();
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const { busy, notice, setNotice, run } = useFormSubmit();
  const showFatalPage = useFatalPage();
  const { closeAll } = useDialogs();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!login.trim() || !password) {
      setNotice(t('popups.auth.wrongEnterText'));
      return;
    }
    await run(
      async () => {
        const user = await api('auth.login', { login, password });
        await trackSignIn(api, user.uid, ANALYTICS_EVENTS.login, { method: 'password' });
        onSignedIn(user.locale);
      },
      {
        refusal: (error) => {
          const twoFactor = twoFactorRequired(error);
          // The second step is no failure; every other refusal is (spec §8: an analytics event).
          if (twoFactor) {
            onTwoFactor({ login, password }, twoFactor.resendTime);
            return {};
          }
          void trackAuthFailure(api, 'login', error);
          // A blocked player's sign-in is fatal (spec §8): the user block page instead of the page.
          if (error instanceof ApiError && error.type === 'UserBannedException') {
            closeAll();
            showFatalPage('userBlock');
            return {};
          }
          return { notice: refusalNotice(error, t) };
        },
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <InputField
        label={t('popups.auth.fields.login')}
        name="login"
        autoComplete="username"
        value={login}
        onChange={(event) => setLogin(event.target.value)}
        data-autofocus
      />
      <InputField
        label={t('popups.auth.fields.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <FormNotice>{notice}</FormNotice>
      <SubmitButton busy={busy}>{t('popups.auth.submit.authorization')}</SubmitButton>
      <p className="auth-form__links">
        <button type="button" className="button button--ghost button--sm" onClick={onRestore}>
          {t('popups.auth.forgotPassword')}
        </button>
        <button type="button" className="button button--ghost button--sm" onClick={onRegister}>
          {t('common.signUp')}
        </button>
      </p>
    </form>
  );
}

import type { SignInResult, StaffView } from '@casino/shared/backoffice/backoffice.contract';
import { type FormEvent, useState } from 'react';
import { ApiCallError, call, errorText } from '../api.ts';
import { Field } from '../ui/field.tsx';
import { Notice } from '../ui/notice.tsx';

type Enrolment = Extract<SignInResult, { status: 'enrol' }>;

/** Password first; then the authenticator's code, or enrolment when the account has no authenticator. */
export function SignInPage({ onSignedIn }: { onSignedIn: (staff: StaffView) => void }) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    try {
      const result = await call('staff.signIn', {
        email: String(form.get('email') ?? ''),
        password: String(form.get('password') ?? ''),
        code: step === 'code' ? String(form.get('code') ?? '') : undefined,
      });
      if (result.status === 'signed_in') onSignedIn(result.staff);
      else {
        setEnrolment(result.status === 'enrol' ? result : null);
        setStep('code');
      }
    } catch (problem) {
      setError(
        problem instanceof ApiCallError && problem.type === 'TooManyRequestsException'
          ? 'Too many attempts. Wait a few minutes and try again.'
          : errorText(problem),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className="sign-in">
      <h1>Back-office sign-in</h1>
      <form onSubmit={submit} noValidate={false} aria-describedby="sign-in-help">
        <p id="sign-in-help" className="hint">
          Staff only. Every sign-in needs your password and a code from your authenticator app.
        </p>
        {/* The password step's fields stay in the form (read-only) so the code is sent with them. */}
        <Field
          label="E-mail"
          name="email"
          type="email"
          autoComplete="username"
          required
          readOnly={step === 'code'}
        />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          readOnly={step === 'code'}
        />
        {enrolment && (
          <section className="enrol" aria-labelledby="enrol-title">
            <h2 id="enrol-title">Set up your authenticator</h2>
            <p>
              Scan the code with an authenticator app, or enter the secret by hand, then type the code it
              shows.
            </p>
            <img src={enrolment.qr_code} alt="QR code of the authenticator secret" width={180} height={180} />
            <p>
              Secret: <code data-testid="totp-secret">{enrolment.secret}</code>
            </p>
            <p className="uri">
              <code>{enrolment.otpauth_uri}</code>
            </p>
          </section>
        )}
        {step === 'code' && (
          <Field
            label="Authenticator code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            autoFocus
          />
        )}
        <Notice kind="error">{error}</Notice>
        <button type="submit" className="primary" disabled={busy}>
          {step === 'code' ? 'Sign in' : 'Continue'}
        </button>
      </form>
    </main>
  );
}

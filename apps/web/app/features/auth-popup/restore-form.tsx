import { validatePassword } from '@casino/shared/validation/field-validators';
import { validationMessageText } from '@casino/shared/validation/message-text';
import { type FormEvent, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { refusalMessage, useFormSubmit } from '../../lib/use-form-submit.ts';
import { errorsAfterChange, type ValidationTiming } from '../../lib/validation-timing.ts';
import { InputField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';
import type { RegistrationField } from './auth-settings.ts';
import { type RestoreSysname, restoreFields, restoreLogin, restoreProblems } from './restore-fields.ts';

const AUTOCOMPLETE: Record<RestoreSysname, string> = { login: 'username', email: 'email', mobile: 'tel' };
const INPUT_MODE: Record<RestoreSysname, 'text' | 'email' | 'tel'> = {
  login: 'text',
  email: 'email',
  mobile: 'tel',
};

/**
 * The restore view: the fields of cms-config `forms.restore` first (a code goes to the account's contact),
 * then the code with the new password. The first answer is the same whether or not the login exists.
 */
export function RestoreForm({
  definitions,
  timing = 'submit',
  onRestored,
}: {
  /** cms-config `forms.restore`; the login alone until the settings have loaded. */
  definitions: readonly RegistrationField[] | undefined;
  /** cms-config `flags.validationTiming`: eager checks each field as it changes. */
  timing?: ValidationTiming;
  onRestored: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { busy, errors, setErrors, notice, run, lookup } = useFormSubmit();
  const [step, setStep] = useState<'request' | 'complete'>('request');
  const fields = restoreFields(definitions);
  const [values, setValues] = useState<Partial<Record<RestoreSysname, string>>>({});
  const login = restoreLogin(values);
  const change = (sysname: RestoreSysname, value: string) => {
    const next = { ...values, [sysname]: value };
    setValues(next);
    if (timing !== 'eager') return;
    const found = Object.fromEntries(
      restoreProblems(fields, next).map((field) => [field, t('validation.requiredField')]),
    );
    setErrors((current) => errorsAfterChange(timing, current, found, sysname));
  };
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  // A refusal without field errors says what the platform answered.
  const refused = {
    notice: (error: unknown) => refusalMessage(error, t('common.errorGeneric')),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step === 'request') {
      const problems = restoreProblems(fields, values);
      if (problems.length > 0) {
        return setErrors(Object.fromEntries(problems.map((field) => [field, t('validation.requiredField')])));
      }
      return run(async () => {
        await api('auth.restore', { login });
        setStep('complete');
      }, refused);
    }
    const problem = validatePassword(password, { variant: 'popup' });
    if (problem) return setErrors({ password: validationMessageText(problem, lookup) });
    return run(async () => {
      await api('auth.restore', { login, code: code.trim(), password });
      onRestored();
    }, refused);
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      {step === 'request' ? (
        <>
          <p>{t('popups.auth.restoreText')}</p>
          {fields.map((field, index) => (
            <InputField
              key={field.sysname}
              label={t(`popups.auth.fields.${field.sysname}`)}
              name={field.sysname}
              autoComplete={AUTOCOMPLETE[field.sysname]}
              inputMode={INPUT_MODE[field.sysname]}
              required={field.required}
              value={values[field.sysname] ?? ''}
              onChange={(event) => change(field.sysname, event.target.value)}
              error={errors[field.sysname]}
              {...(index === 0 ? { 'data-autofocus': true } : {})}
            />
          ))}
        </>
      ) : (
        <>
          <p role="status">{t('popups.auth.restoreSuccess')}</p>
          <InputField
            label={t('popups.auth.fields.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, ''))}
            error={errors.code}
          />
          <InputField
            label={t('popups.auth.fields.newPassword')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
        </>
      )}
      <FormNotice>{notice}</FormNotice>
      <SubmitButton busy={busy}>
        {t(step === 'request' ? 'popups.auth.submit.restore' : 'popups.auth.submit.restoreComplete')}
      </SubmitButton>
    </form>
  );
}

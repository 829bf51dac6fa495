import { validatePassword } from '@casino/shared/validation/field-validators';
import { validationMessageText } from '@casino/shared/validation/message-text';
import { type FormEvent, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useShell } from '../../lib/use-shell.ts';
import { errorsAfterChange } from '../../lib/validation-timing.ts';
import { InputField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';

const EMPTY = { old_password: '', password: '', repeat_password: '' };

/** Changes the password; the platform signs every other session out, which the page says. */
export function PasswordForm({ login }: { login: string }) {
  const t = useT();
  const api = useApi();
  const { busy, errors, setErrors, notice, run, invalid, lookup } = useFormSubmit();
  const timing = useShell().site.validationTiming;
  const [values, setValues] = useState(EMPTY);
  const [done, setDone] = useState(false);

  const check = (checked: typeof EMPTY) => {
    const found: Record<string, string> = {};
    if (!checked.old_password) found.old_password = t('validation.requiredField');
    const problem = validatePassword(checked.password);
    if (problem) found.password = validationMessageText(problem, lookup);
    const repeat = validatePassword(checked.repeat_password, { previous: checked.password });
    if (repeat) found.repeat_password = validationMessageText(repeat, lookup);
    return found;
  };

  // In eager mode (flags.validationTiming) the changed field is checked as it changes.
  const set = (name: keyof typeof EMPTY, value: string) =>
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (timing === 'eager') setErrors((shown) => errorsAfterChange(timing, shown, check(next), name));
      return next;
    });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setDone(false);
    if (invalid(check(values), form)) return;
    const ok = await run(
      () => api('account.changepassword', { old_password: values.old_password, password: values.password }),
      { fields: ['old_password', 'password'] },
    );
    if (ok) {
      setValues(EMPTY);
      setDone(true);
    }
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      {/* Lets password managers tie the new password to the account. */}
      <input type="text" name="username" autoComplete="username" hidden readOnly value={login} />
      <InputField
        label={t('profile.currentPassword')}
        name="old_password"
        type="password"
        autoComplete="current-password"
        value={values.old_password}
        onChange={(event) => set('old_password', event.target.value)}
        error={errors.old_password}
      />
      <InputField
        label={t('profile.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(event) => set('password', event.target.value)}
        error={errors.password}
      />
      <InputField
        label={t('profile.repeatPassword')}
        name="repeat_password"
        type="password"
        autoComplete="new-password"
        value={values.repeat_password}
        onChange={(event) => set('repeat_password', event.target.value)}
        error={errors.repeat_password}
      />
      <FormNotice>{notice}</FormNotice>
      {done ? (
        <p className="profile-form__status" role="status">
          {t('profile.passwordChanged')}
        </p>
      ) : null}
      <SubmitButton busy={busy}>{t('profile.changePassword')}</SubmitButton>
    </form>
  );
}

import { stripEmoji } from '@casino/shared/validation/emoji';
import { validateFakename } from '@casino/shared/validation/field-validators';
import { validationMessageText } from '@casino/shared/validation/message-text';
import { type FormEvent, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useShell } from '../../lib/use-shell.ts';
import { errorsAfterChange } from '../../lib/validation-timing.ts';
import { InputField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';

/** The name other players see (winners, leaderboards) instead of the login. */
export function FakenameForm({ fakename, onSaved }: { fakename: string | null; onSaved: () => void }) {
  const t = useT();
  const api = useApi();
  const { busy, errors, setErrors, notice, run, lookup } = useFormSubmit();
  const [value, setValue] = useState(fakename ?? '');
  const [saved, setSaved] = useState<string | null>(null);
  const timing = useShell().site.validationTiming;

  const check = (checked: string) => {
    const problem = validateFakename(checked);
    return problem ? { fakename: validationMessageText(problem, lookup) } : {};
  };
  const change = (next: string) => {
    setValue(next);
    // In eager mode (flags.validationTiming) the name is checked as it changes.
    setErrors((shown) => errorsAfterChange(timing, shown, check(next), 'fakename'));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check(value);
    if (found.fakename) return setErrors(found);
    const ok = await run(() => api('account.changefakename', { fakename: value.trim() }), {
      fields: ['fakename'],
    });
    if (ok) {
      setSaved(value.trim());
      onSaved();
    }
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <InputField
        label={t('popups.auth.fields.fakename')}
        hint={t('profile.fakenameHint')}
        name="fakename"
        autoComplete="nickname"
        value={value}
        onChange={(event) => change(stripEmoji(event.target.value))}
        error={errors.fakename}
      />
      <FormNotice>{notice}</FormNotice>
      {saved !== null && saved === value.trim() ? (
        <p className="profile-form__status" role="status">
          {t('profile.saved')}
        </p>
      ) : null}
      <SubmitButton busy={busy}>{t('common.save')}</SubmitButton>
    </form>
  );
}

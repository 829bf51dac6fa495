import { splitLocale } from '@casino/shared/routing/site-paths';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { useT } from '../../lib/i18n.ts';
import { pageInLocale } from '../../lib/routing/locale-redirect.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { useShell } from '../../lib/use-shell.ts';
import { SelectField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';

/**
 * The account's language (account.changelocale): sign-in switches the site to it (spec §4), and
 * saving it switches this page at once.
 */
export function LocaleForm({ accountLocale }: { accountLocale: string }) {
  const t = useT();
  const api = useApi();
  const navigate = useNavigate();
  const shell = useShell();
  const { busy, notice, run } = useFormSubmit();
  const [value, setValue] = useState(accountLocale);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(() => api('account.changelocale', { locale: value }), { fields: [] });
    if (!ok) return;
    const codes = shell.locales.map((locale) => locale.code);
    const { path } = splitLocale(window.location.pathname, codes, shell.defaultLocale);
    navigate(pageInLocale(path, window.location.search, value, shell.defaultLocale));
  };

  return (
    <form className="profile-form" onSubmit={submit} noValidate>
      <SelectField
        label={t('common.language')}
        name="locale"
        options={shell.locales.map((locale) => ({ value: locale.code, label: locale.name }))}
        value={value}
        onChange={(event) => setValue(event.target.value)}
      />
      <FormNotice>{notice}</FormNotice>
      <SubmitButton busy={busy}>{t('common.save')}</SubmitButton>
    </form>
  );
}

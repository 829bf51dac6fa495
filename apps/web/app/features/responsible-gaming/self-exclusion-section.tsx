import { SELF_EXCLUSION_PERIODS, type SelfExclusionPeriod } from '@casino/shared/constants';
import type { SelfExclusionView } from '@casino/shared/contract/responsible-gaming.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { InputField, SelectField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';
import { exclusionPeriodKey } from './periods.ts';

type Field = 'period' | 'password';

/**
 * Spec §3 self-exclusion: the exclusion in force, if any, and the form that starts one. It applies at
 * once, cannot be shortened and signs the player out everywhere, so the form says so before the
 * password confirms it; `onExcluded` runs once the platform has ended the session.
 */
export function SelfExclusionSection({
  exclusion,
  login,
  onExcluded,
}: {
  exclusion: SelfExclusionView;
  login: string;
  onExcluded: () => void;
}) {
  const t = useT();
  const api = useApi();
  const [period, setPeriod] = useState<SelfExclusionPeriod | ''>('');
  const [password, setPassword] = useState('');
  const { busy, errors, setErrors, notice, setNotice, run } = useFormSubmit();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setNotice(null);
    const found: Partial<Record<Field, string>> = {};
    if (!period) found.period = t('validation.requiredField');
    if (exclusion.password_required && !password) found.password = t('validation.requiredField');
    setErrors(found);
    const first = (['period', 'password'] as const).find((name) => found[name]);
    if (first || !period) {
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    await run(
      async () => {
        await api('account.selfExclude', {
          period,
          password: exclusion.password_required ? password : undefined,
        });
        onExcluded();
      },
      {
        // Excluded, the player is signed out: the form stays busy until the page changes.
        staysBusy: true,
        refusal: (error) => {
          if (!(error instanceof ApiError && error.invalidParameters?.password)) {
            return { notice: t('common.errorGeneric') };
          }
          form.querySelector<HTMLElement>('[name="password"]')?.focus();
          return { errors: { password: t('responsibleGame.selfExclusion.wrongPassword') } };
        },
      },
    );
  };

  return (
    <div className="rg-section">
      {exclusion.is_excluded ? (
        <p className="rg-state" data-testid="self-exclusion-state">
          {exclusion.ends_at
            ? t('responsibleGame.selfExclusion.active', { date: `${formatDateTime(exclusion.ends_at)} UTC` })
            : t('responsibleGame.selfExclusion.activePermanent')}{' '}
          {t('responsibleGame.selfExclusion.activeNote')}
        </p>
      ) : null}
      <form className="rg-form" onSubmit={submit} noValidate aria-busy={busy}>
        {/* Lets password managers tie the password to the account. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly value={login} />
        <SelectField
          label={t('responsibleGame.selfExclusion.period')}
          name="period"
          value={period}
          onChange={(event) => setPeriod(event.target.value as SelfExclusionPeriod | '')}
          error={errors.period}
          options={[
            { value: '', label: t('profile.choose') },
            ...SELF_EXCLUSION_PERIODS.map((value) => ({ value, label: t(exclusionPeriodKey(value)) })),
          ]}
        />
        <div className="rg-warning" role="note">
          <p>{t('responsibleGame.selfExclusion.confirm')}</p>
          <p>{t('responsibleGame.selfExclusion.signOutNote')}</p>
        </div>
        {exclusion.password_required ? (
          <InputField
            label={t('responsibleGame.selfExclusion.password')}
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
          />
        ) : null}
        <FormNotice>{notice}</FormNotice>
        <SubmitButton busy={busy}>{t('responsibleGame.selfExclusion.button')}</SubmitButton>
      </form>
    </div>
  );
}

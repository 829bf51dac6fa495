import { REALITY_CHECK_MINUTES, TIME_OUT_PERIODS, type TimeOutPeriod } from '@casino/shared/constants';
import type { PlayProtectionView } from '@casino/shared/contract/responsible-gaming.contract';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { SelectField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';
import { timeOutPeriodKey } from './play-limits.ts';

/** Reality checks (decision 0031): a reminder every 15, 30 or 60 minutes of play, or none. */
export function RealityCheckSection({
  protection,
  onChanged,
}: {
  protection: PlayProtectionView;
  onChanged: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { busy, notice, setNotice, run } = useFormSubmit();
  const [minutes, setMinutes] = useState(String(protection.reality_check_minutes));
  const [status, setStatus] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    setStatus(null);
    await run(async () => {
      await api('account.setRealityCheck', { minutes: Number(minutes) });
      setStatus(t('responsibleGame.realityCheck.saved'));
      onChanged();
    });
  };

  return (
    <form className="rg-form" onSubmit={submit} noValidate aria-busy={busy}>
      <SelectField
        label={t('responsibleGame.realityCheck.interval')}
        name="minutes"
        value={minutes}
        onChange={(event) => setMinutes(event.target.value)}
        options={REALITY_CHECK_MINUTES.map((value) => ({
          value: String(value),
          label:
            value === 0
              ? t('responsibleGame.realityCheck.off')
              : t('responsibleGame.realityCheck.every', { count: value }),
        }))}
      />
      <FormNotice>{notice}</FormNotice>
      {status ? (
        <p className="rg-status" role="status">
          {status}
        </p>
      ) : null}
      <SubmitButton busy={busy}>{t('responsibleGame.realityCheck.save')}</SubmitButton>
    </form>
  );
}

/**
 * Take a break (decision 0031): 24 hours to 6 weeks without play or deposits, never lifted early. The
 * player stays signed in and can withdraw; the form asks for a tick to confirm before it starts.
 */
export function TakeBreakSection({
  protection,
  onChanged,
}: {
  protection: PlayProtectionView;
  onChanged: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { busy, errors, setErrors, notice, setNotice, run } = useFormSubmit();
  const [period, setPeriod] = useState<TimeOutPeriod>('24h');
  const [confirmed, setConfirmed] = useState(false);

  if (protection.time_out.is_active && protection.time_out.ends_at) {
    return (
      <div className="rg-section">
        <p className="rg-state" data-testid="time-out-active">
          {t('responsibleGame.takeBreak.active', { date: formatDateTime(protection.time_out.ends_at) })}
        </p>
        <p className="rg-note">{t('responsibleGame.takeBreak.activeNote')}</p>
      </div>
    );
  }

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice(null);
    if (!confirmed) {
      setErrors({ confirm: t('validation.requiredField') });
      event.currentTarget.querySelector<HTMLElement>('[name="confirm"]')?.focus();
      return;
    }
    setErrors({});
    await run(async () => {
      await api('account.takeBreak', { period });
      onChanged();
    });
  };

  return (
    <form className="rg-form" onSubmit={submit} noValidate aria-busy={busy}>
      <SelectField
        label={t('responsibleGame.takeBreak.period')}
        name="period"
        value={period}
        onChange={(event) => setPeriod(event.target.value as TimeOutPeriod)}
        options={TIME_OUT_PERIODS.map((value) => ({ value, label: t(timeOutPeriodKey(value)) }))}
      />
      <label className="rg-confirm">
        <input
          type="checkbox"
          name="confirm"
          checked={confirmed}
          aria-invalid={errors.confirm ? true : undefined}
          onChange={(event) => setConfirmed(event.target.checked)}
        />{' '}
        {t('responsibleGame.takeBreak.confirm')}
      </label>
      {errors.confirm ? (
        <p className="field__error" role="alert">
          {errors.confirm}
        </p>
      ) : null}
      <FormNotice>{notice}</FormNotice>
      <SubmitButton busy={busy}>{t('responsibleGame.takeBreak.button')}</SubmitButton>
    </form>
  );
}

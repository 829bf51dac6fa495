import { DEPOSIT_LIMIT_PERIODS, type DepositLimitPeriod } from '@casino/shared/constants';
import type { DepositLimitView } from '@casino/shared/contract/responsible-gaming.contract';
import { ApiError } from '@casino/shared/errors/api-error';
import { toMajor, toMinor } from '@casino/shared/money/minor-units';
import { validateSum } from '@casino/shared/validation/field-validators';
import { validationMessageText } from '@casino/shared/validation/message-text';
import { type FormEvent, useState } from 'react';
import { formatDateTime, formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import { InputField, SelectField } from '../../ui/field.tsx';
import { FormNotice, SubmitButton } from '../../ui/form-parts.tsx';
import { depositPeriodKey } from './periods.ts';

type PeriodChoice = DepositLimitPeriod | 'none';

/** The largest limit the platform takes (minor units), in whole units. */
const MAX_LIMIT_UNITS = 10_000_000;

/** The amount field starts with the current limit when it is in whole units (the field takes those). */
function initialAmount(limit: DepositLimitView): string {
  const amount = limit.limit_amount;
  return amount !== null && Number.isInteger(toMajor(amount, limit.currency))
    ? String(toMajor(amount, limit.currency))
    : '';
}

/**
 * Spec §3 deposit limit: the limit in force with what is left of it in the current period and when
 * the period renews, a change waiting for its 24-hour cool-off, and the form that sets, changes or
 * removes it. The platform decides what applies at once; the page says what it answered.
 */
export function DepositLimitSection({
  limit,
  onChanged,
}: {
  limit: DepositLimitView;
  onChanged: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { busy, errors, setErrors, notice, setNotice, run, lookup } = useFormSubmit();
  const [period, setPeriod] = useState<PeriodChoice>(limit.period === 'none' ? '7d' : limit.period);
  const [amount, setAmount] = useState(() => initialAmount(limit));
  const [status, setStatus] = useState<string | null>(null);
  const money = (value: number) => formatMoney(value, limit.currency);
  const periodText = (value: PeriodChoice) =>
    value === 'none' ? t('responsibleGame.depositLimit.noLimit') : t(depositPeriodKey(value));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setNotice(null);
    setStatus(null);
    const problem =
      period === 'none'
        ? null
        : validateSum(amount.trim(), { min: 1, max: MAX_LIMIT_UNITS, currency: limit.currency });
    setErrors(problem ? { limit_amount: validationMessageText(problem, lookup) } : {});
    if (problem) {
      form.querySelector<HTMLElement>('[name="limit_amount"]')?.focus();
      return;
    }
    await run(
      async () => {
        const saved = await api('account.setDepositLimit', {
          period,
          limit_amount: period === 'none' ? undefined : toMinor(amount, limit.currency),
        });
        setStatus(
          t(
            saved.pending_from
              ? 'responsibleGame.depositLimit.savedLater'
              : 'responsibleGame.depositLimit.saved',
          ),
        );
        onChanged();
      },
      {
        // Only a change while another waits is refused once the amount passed the check above.
        refusal: (error) => ({
          notice:
            error instanceof ApiError && error.invalidParameters?.limit_amount
              ? t('responsibleGame.depositLimit.onlyLower')
              : t('common.errorGeneric'),
        }),
      },
    );
  };

  return (
    <div className="rg-section">
      {limit.period === 'none' || limit.limit_amount === null ? (
        <p className="rg-state">{t('responsibleGame.depositLimit.none')}</p>
      ) : (
        <ul className="rg-facts" data-testid="deposit-limit">
          <li className="rg-state">
            {t('responsibleGame.depositLimit.current', {
              amount: money(limit.limit_amount),
              period: periodText(limit.period),
            })}
          </li>
          {limit.available_amount !== null ? (
            <li>{t('responsibleGame.depositLimit.available', { amount: money(limit.available_amount) })}</li>
          ) : null}
          {limit.expired_at ? (
            <li>
              {t('responsibleGame.depositLimit.windowEnds', { date: formatDateTime(limit.expired_at) })}
            </li>
          ) : null}
        </ul>
      )}
      {limit.pending_from && limit.pending_period ? (
        <p className="rg-pending" data-testid="deposit-limit-pending">
          {limit.pending_period === 'none' || limit.pending_limit_amount === null
            ? t('responsibleGame.depositLimit.pendingRemoval', { date: formatDateTime(limit.pending_from) })
            : t('responsibleGame.depositLimit.pending', {
                amount: money(limit.pending_limit_amount),
                period: periodText(limit.pending_period),
                date: formatDateTime(limit.pending_from),
              })}{' '}
          {t('responsibleGame.depositLimit.onlyLower')}
        </p>
      ) : null}
      <form className="rg-form" onSubmit={submit} noValidate aria-busy={busy}>
        <SelectField
          label={t('responsibleGame.depositLimit.period')}
          name="period"
          value={period}
          onChange={(event) => {
            setPeriod(event.target.value as PeriodChoice);
            setErrors({});
          }}
          options={(['none', ...DEPOSIT_LIMIT_PERIODS] as const).map((value) => ({
            value,
            label: periodText(value),
          }))}
        />
        {period === 'none' ? null : (
          <InputField
            label={`${t('responsibleGame.depositLimit.amount')} (${limit.currency})`}
            name="limit_amount"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value.replace(/\D+/g, '').slice(0, 8))}
            error={errors.limit_amount}
          />
        )}
        <p className="rg-note">{t('responsibleGame.depositLimit.increaseNote')}</p>
        <FormNotice>{notice}</FormNotice>
        {status ? (
          <p className="rg-status" role="status">
            {status}
          </p>
        ) : null}
        <SubmitButton busy={busy}>
          {t(period === 'none' ? 'responsibleGame.depositLimit.remove' : 'responsibleGame.depositLimit.set')}
        </SubmitButton>
      </form>
    </div>
  );
}

import { PLAY_LIMIT_KINDS, type PlayLimitKind, SESSION_LIMIT_MAX_MINUTES } from '@casino/shared/constants';
import type { PlayProtectionView } from '@casino/shared/contract/responsible-gaming.contract';
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
import { isMoneyKind, isSessionMinutes, limitKindKey, shownLimits } from './play-limits.ts';

const MAX_LIMIT_UNITS = 10_000_000;

/**
 * Wager, loss and session-time limits (decision 0031): each limit in force with what is used and left,
 * a change waiting for its 24-hour cool-off, and one form that sets, lowers, raises or removes (empty
 * value) the chosen limit. The platform decides what applies at once; the page says what it answered.
 */
export function PlayLimitsSection({
  protection,
  onChanged,
}: {
  protection: PlayProtectionView;
  onChanged: () => void;
}) {
  const t = useT();
  const api = useApi();
  const { busy, errors, setErrors, notice, setNotice, run, lookup } = useFormSubmit();
  const [kind, setKind] = useState<PlayLimitKind>('loss_day');
  const [value, setValue] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const money = (amount: number) => formatMoney(amount, protection.currency);
  const valueText = (limitKind: PlayLimitKind, amount: number) =>
    isMoneyKind(limitKind) ? money(amount) : t('responsibleGame.playLimits.minutes', { count: amount });
  const shown = shownLimits(protection.limits);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setNotice(null);
    setStatus(null);
    const text = value.trim();
    let problem: string | null = null;
    if (text !== '' && isMoneyKind(kind)) {
      const invalid = validateSum(text, { min: 1, max: MAX_LIMIT_UNITS, currency: protection.currency });
      problem = invalid ? validationMessageText(invalid, lookup) : null;
    } else if (text !== '' && !isSessionMinutes(text, SESSION_LIMIT_MAX_MINUTES)) {
      problem = t('responsibleGame.playLimits.minutesRange', { max: SESSION_LIMIT_MAX_MINUTES });
    }
    setErrors(problem ? { value: problem } : {});
    if (problem) {
      form.querySelector<HTMLElement>('[name="value"]')?.focus();
      return;
    }
    await run(
      async () => {
        const saved = await api('account.setPlayLimit', {
          kind,
          amount: text !== '' && isMoneyKind(kind) ? toMinor(text, protection.currency) : undefined,
          minutes: text !== '' && !isMoneyKind(kind) ? Number(text.replace(/,/g, '')) : undefined,
        });
        const limit = saved.limits.find((each) => each.kind === kind);
        setStatus(
          t(
            limit?.pending_from
              ? 'responsibleGame.playLimits.savedLater'
              : 'responsibleGame.playLimits.saved',
          ),
        );
        onChanged();
      },
      {
        refusal: (error) => ({
          notice:
            error instanceof ApiError && (error.invalidParameters?.amount || error.invalidParameters?.minutes)
              ? t('responsibleGame.depositLimit.onlyLower')
              : t('common.errorGeneric'),
        }),
      },
    );
  };

  return (
    <div className="rg-section">
      {shown.length === 0 ? (
        <p className="rg-state">{t('responsibleGame.playLimits.none')}</p>
      ) : (
        <ul className="rg-facts" data-testid="play-limits">
          {shown.map((limit) => (
            <li key={limit.kind}>
              <strong>{t(limitKindKey(limit.kind))}</strong>{' '}
              {limit.value === null ? (
                t('responsibleGame.depositLimit.noLimit')
              ) : (
                <>
                  {valueText(limit.kind, limit.value)}
                  {' · '}
                  {t('responsibleGame.playLimits.left', {
                    value: valueText(limit.kind, limit.remaining ?? 0),
                  })}
                  {limit.resets_at
                    ? ` · ${t('responsibleGame.playLimits.resets', { date: formatDateTime(limit.resets_at) })}`
                    : null}
                </>
              )}
              {limit.pending_from ? (
                <span className="rg-pending">
                  {' '}
                  {limit.pending_value === null
                    ? t('responsibleGame.playLimits.pendingRemoval', {
                        date: formatDateTime(limit.pending_from),
                      })
                    : t('responsibleGame.playLimits.pending', {
                        value: valueText(limit.kind, limit.pending_value),
                        date: formatDateTime(limit.pending_from),
                      })}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <form className="rg-form" onSubmit={submit} noValidate aria-busy={busy}>
        <SelectField
          label={t('responsibleGame.playLimits.kind')}
          name="kind"
          value={kind}
          onChange={(event) => {
            const next = event.target.value as PlayLimitKind;
            setKind(next);
            const current = protection.limits.find((each) => each.kind === next)?.value ?? null;
            setValue(
              current === null
                ? ''
                : String(isMoneyKind(next) ? toMajor(current, protection.currency) : current),
            );
            setErrors({});
          }}
          options={PLAY_LIMIT_KINDS.map((each) => ({ value: each, label: t(limitKindKey(each)) }))}
        />
        <InputField
          label={
            isMoneyKind(kind)
              ? `${t('responsibleGame.depositLimit.amount')} (${protection.currency})`
              : t('responsibleGame.playLimits.minutesLabel')
          }
          name="value"
          inputMode="numeric"
          autoComplete="off"
          value={value}
          hint={t('responsibleGame.playLimits.emptyRemoves')}
          onChange={(event) => setValue(event.target.value.replace(/\D+/g, '').slice(0, 8))}
          error={errors.value}
        />
        <p className="rg-note">{t('responsibleGame.depositLimit.increaseNote')}</p>
        {kind === 'session_minutes' ? (
          <p className="rg-note">
            {t('responsibleGame.playLimits.sessionBreak', { count: protection.session_break_minutes })}
          </p>
        ) : null}
        <FormNotice>{notice}</FormNotice>
        {status ? (
          <p className="rg-status" role="status">
            {status}
          </p>
        ) : null}
        <SubmitButton busy={busy}>{t('responsibleGame.depositLimit.set')}</SubmitButton>
      </form>
    </div>
  );
}

import type { CashbackView } from '@casino/shared/contract/cashback.contract';
import { useId } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { protectionErrorKey } from '../../lib/protection-errors.ts';
import { useApi } from '../../lib/use-api.ts';
import { refusalMessage, useFormSubmit } from '../../lib/use-form-submit.ts';
import { FormNotice } from '../../ui/form-parts.tsx';
import { dateTimeText, usePlayerTimeZone } from '../../ui/local-date-time.tsx';

/** One cashback: its programme, amount, period and deadline; an active one can be paid out. */
export function CashbackCard({
  cashback,
  onPaidOut,
}: {
  cashback: CashbackView;
  onPaidOut: (amount: string, paidAs: CashbackView['pays_as']['kind']) => void;
}) {
  const t = useT();
  const api = useApi();
  const titleId = useId();
  const zone = usePlayerTimeZone();
  const { busy, notice, run } = useFormSubmit();
  const amount = cashback.amount ? formatMoney(cashback.amount.amount, cashback.amount.currency) : '';
  const active = cashback.status === 'active';

  const payOut = () =>
    run(
      async () => {
        await api('cashbacks.payout', { cashback_id: cashback.id });
        onPaidOut(amount, cashback.pays_as.kind);
      },
      {
        refusal: (error) => {
          const protection = protectionErrorKey(error);
          return { notice: protection ? t(protection) : refusalMessage(error, t('common.errorGeneric')) };
        },
      },
    );

  return (
    <article className={`card cashback-card cashback-card--${cashback.status}`} aria-labelledby={titleId}>
      <header className="cashback-card__header">
        <h2 className="cashback-card__title" id={titleId}>
          {cashback.description?.title || t('profile.tabs.cashback')}
        </h2>
        <span className="cashback-card__status">{t(`cashback.status.${cashback.status}`)}</span>
      </header>
      <p className="cashback-card__amount">{amount}</p>
      {cashback.pays_as.kind === 'bonus' ? (
        <p className="cashback-card__meta">
          {t('cashback.paysAsBonus', { wager: cashback.pays_as.wager, days: cashback.pays_as.days })}
        </p>
      ) : null}
      {cashback.period ? (
        <p className="cashback-card__meta">
          {t('cashback.period', {
            start: dateTimeText(cashback.period.start, zone),
            end: dateTimeText(cashback.period.end, zone),
          })}
        </p>
      ) : null}
      {active && cashback.receiving_expired_at ? (
        <p className="cashback-card__meta">
          {t('cashback.deadline', { date: dateTimeText(cashback.receiving_expired_at, zone) })}
        </p>
      ) : null}
      <FormNotice>{notice}</FormNotice>
      {active ? (
        <button
          type="button"
          className={`button button--primary button--sm${busy ? ' button--loading' : ''}`}
          onClick={payOut}
          disabled={busy}
        >
          {t('cashback.payout')}
        </button>
      ) : null}
    </article>
  );
}

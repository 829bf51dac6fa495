import type { BonusView } from '@casino/shared/contract/bonuses.contract';
import { useId } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { refusalMessage, useFormSubmit } from '../../lib/use-form-submit.ts';
import type { ConfirmDialogProps } from '../../ui/dialog/confirm-dialog.tsx';
import { useDialogs } from '../../ui/dialog/dialog-context.tsx';
import { FormNotice } from '../../ui/form-parts.tsx';
import { dateTimeText, usePlayerTimeZone } from '../../ui/local-date-time.tsx';

/** One casino bonus: its amount, wagering progress and validity; an active one can be given up. */
export function BonusCard({ bonus, onRemoved }: { bonus: BonusView; onRemoved: () => void }) {
  const t = useT();
  const api = useApi();
  const dialogs = useDialogs();
  const titleId = useId();
  const zone = usePlayerTimeZone();
  const { busy, notice, run } = useFormSubmit();
  const amount = formatMoney(bonus.amount, bonus.currency);
  const active = bonus.status === 'active';

  const remove = async () => {
    await run(
      async () => {
        await api('bonuses.remove', { bonus_id: bonus.id });
        onRemoved();
      },
      { refusal: (error) => ({ notice: refusalMessage(error, t('common.errorGeneric')) }) },
    );
  };

  const confirm = () => {
    const props: ConfirmDialogProps = {
      title: t('bonuses.removeTitle'),
      text: t('bonuses.removeConfirm', { amount }),
      confirmLabel: t('bonuses.removeYes'),
      cancelLabel: t('bonuses.removeNo'),
      onConfirm: remove,
    };
    dialogs.open('ConfirmDialog', { props: props as unknown as Record<string, unknown> });
  };

  return (
    <article className={`card bonus-card bonus-card--${bonus.status}`} aria-labelledby={titleId}>
      <header className="bonus-card__header">
        <h3 className="bonus-card__title" id={titleId}>
          {bonus.title || t('bonuses.depositBonus')}
        </h3>
        <span className="bonus-card__status">{t(`bonuses.status.${bonus.status}`)}</span>
      </header>
      <p className="bonus-card__amount">{amount}</p>
      {bonus.wager_required > 0 ? (
        <div className="bonus-card__progress">
          <progress
            value={bonus.wagered}
            max={bonus.wager_required}
            aria-labelledby={`${titleId}-wagering`}
          />
          <span id={`${titleId}-wagering`}>
            {t('bonuses.wagering', {
              current: formatMoney(bonus.wagered, bonus.currency),
              total: formatMoney(bonus.wager_required, bonus.currency),
            })}
          </span>
        </div>
      ) : null}
      {active ? (
        <p className="bonus-card__meta">
          {t('bonuses.expires', { date: dateTimeText(bonus.expires_at, zone) })}
        </p>
      ) : null}
      <FormNotice>{notice}</FormNotice>
      {active ? (
        <button
          type="button"
          className={`button button--ghost button--sm${busy ? ' button--loading' : ''}`}
          onClick={confirm}
          disabled={busy}
        >
          {t('bonuses.remove')}
        </button>
      ) : null}
    </article>
  );
}

import type { BonusView } from '@casino/shared/contract/bonuses.contract';
import { useId } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { protectionErrorKey } from '../../lib/protection-errors.ts';
import { useApi } from '../../lib/use-api.ts';
import { refusalMessage, useFormSubmit } from '../../lib/use-form-submit.ts';
import { useConfirm } from '../../ui/dialog/dialog-context.tsx';
import { FormNotice } from '../../ui/form-parts.tsx';
import { dateTimeText, usePlayerTimeZone } from '../../ui/local-date-time.tsx';
import { WageringProgress } from './wagering-progress.tsx';

export type BonusChange = 'activated' | 'deactivated' | 'removed';

/**
 * One casino bonus: its amount, wagering progress and validity. An active one can be deactivated
 * (it waits, its wagering kept) or removed; a pending one activated (after the spec's confirm, and only
 * while no other is active) or removed (after the confirm).
 */
export function BonusCard({
  bonus,
  otherActive,
  onChanged,
}: {
  bonus: BonusView;
  /** Another bonus is active: this one cannot be activated now. */
  otherActive: boolean;
  onChanged: (change: BonusChange) => void;
}) {
  const t = useT();
  const api = useApi();
  const confirm = useConfirm();
  const titleId = useId();
  const zone = usePlayerTimeZone();
  const { busy, notice, run } = useFormSubmit();
  const amount = formatMoney(bonus.amount, bonus.currency);
  const active = bonus.status === 'active';
  const open = active || bonus.status === 'pending';

  const change = async (
    action: 'bonuses.activate' | 'bonuses.deactivate' | 'bonuses.remove',
    done: BonusChange,
  ) => {
    await run(
      async () => {
        await api(action, { bonus_id: bonus.id });
        onChanged(done);
      },
      {
        refusal: (error) => {
          const protection = protectionErrorKey(error);
          return { notice: protection ? t(protection) : refusalMessage(error, t('common.errorGeneric')) };
        },
      },
    );
  };

  const confirmActivate = () =>
    confirm({
      title: t('dialogs.bonusActivate.title'),
      text: t('dialogs.bonusActivate.text'),
      confirmLabel: t('bonuses.activate'),
      onConfirm: () => change('bonuses.activate', 'activated'),
    });

  const confirmRemove = () =>
    confirm({
      title: t('bonuses.removeTitle'),
      text: t('bonuses.removeConfirm', { amount }),
      confirmLabel: t('bonuses.removeYes'),
      cancelLabel: t('bonuses.removeNo'),
      onConfirm: () => change('bonuses.remove', 'removed'),
    });

  const buttonClass = (kind: 'primary' | 'ghost') =>
    `button button--${kind} button--sm${busy ? ' button--loading' : ''}`;

  return (
    <article className={`card bonus-card bonus-card--${bonus.status}`} aria-labelledby={titleId}>
      <header className="bonus-card__header">
        <h4 className="bonus-card__title" id={titleId}>
          {bonus.title || t('bonuses.depositBonus')}
        </h4>
        <span className="bonus-card__status">{t(`bonuses.status.${bonus.status}`)}</span>
      </header>
      <p className="bonus-card__amount">{amount}</p>
      {open && bonus.money !== bonus.amount ? (
        // Play has taken from or added to the bonus (decision 0041): what is left to stake.
        <p className="bonus-card__meta">
          {t('bonuses.money', { money: formatMoney(bonus.money, bonus.currency), amount })}
        </p>
      ) : null}
      <WageringProgress labelId={`${titleId}-wagering`} bonus={bonus} />
      {open ? (
        <p className="bonus-card__meta">
          {t('bonuses.expires', { date: dateTimeText(bonus.expires_at, zone) })}
        </p>
      ) : null}
      {bonus.status === 'pending' && otherActive ? (
        <p className="bonus-card__meta">{t('bonuses.oneActive')}</p>
      ) : null}
      <FormNotice>{notice}</FormNotice>
      {open ? (
        <div className="bonus-card__actions">
          {bonus.status === 'pending' && !otherActive ? (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={confirmActivate}
              disabled={busy}
            >
              {t('bonuses.activate')}
            </button>
          ) : null}
          {active ? (
            <button
              type="button"
              className={buttonClass('ghost')}
              onClick={() => change('bonuses.deactivate', 'deactivated')}
              disabled={busy}
            >
              {t('bonuses.deactivate')}
            </button>
          ) : null}
          <button type="button" className={buttonClass('ghost')} onClick={confirmRemove} disabled={busy}>
            {t('bonuses.remove')}
          </button>
        </div>
      ) : null}
    </article>
  );
}

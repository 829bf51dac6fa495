import type { BettingBonusView } from '@casino/shared/contract/betting-bonuses.contract';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { useApi } from '../../lib/use-api.ts';
import { refusalMessage, useFormSubmit } from '../../lib/use-form-submit.ts';
import { usePaths } from '../../lib/use-shell.ts';
import { useConfirm } from '../../ui/dialog/dialog-context.tsx';
import { FormNotice } from '../../ui/form-parts.tsx';
import { dateTimeText, usePlayerTimeZone } from '../../ui/local-date-time.tsx';
import { WageringProgress } from './wagering-progress.tsx';

export type BettingBonusChange = 'activated' | 'removed';

/**
 * One betting bonus (decision 0036): amount, minimum odds, wagering progress and validity. A pending
 * one is activated while no other betting bonus is, then the spec's "betting bonus activated" confirm
 * offers the sportsbook; an open one can be removed after the confirm.
 */
export function BettingBonusCard({
  bonus,
  otherActive,
  onChanged,
}: {
  bonus: BettingBonusView;
  /** Another betting bonus is active: this one cannot be activated now. */
  otherActive: boolean;
  onChanged: (change: BettingBonusChange) => void;
}) {
  const t = useT();
  const api = useApi();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const paths = usePaths();
  const titleId = useId();
  const zone = usePlayerTimeZone();
  const { busy, notice, run } = useFormSubmit();
  const amount = formatMoney(bonus.amount, bonus.currency);
  const open = bonus.status === 'active' || bonus.status === 'pending';

  const change = async (action: 'BettingBonuses.activate' | 'BettingBonuses.remove') => {
    await run(
      async () => {
        await api(action, { bonus_id: bonus.id });
        if (action === 'BettingBonuses.remove') return onChanged('removed');
        onChanged('activated');
        confirm({
          title: t('dialogs.bettingBonusActivated.title'),
          text: t('dialogs.bettingBonusActivated.text'),
          confirmLabel: t('dialogs.bettingBonusActivated.confirm'),
          cancelLabel: t('common.close'),
          onConfirm: () => navigate(paths.betting()),
        });
      },
      { refusal: (error) => ({ notice: refusalMessage(error, t('common.errorGeneric')) }) },
    );
  };

  const confirmRemove = () =>
    confirm({
      title: t('bonuses.removeTitle'),
      text: t('bonuses.removeConfirm', { amount }),
      confirmLabel: t('bonuses.removeYes'),
      cancelLabel: t('bonuses.removeNo'),
      onConfirm: () => change('BettingBonuses.remove'),
    });

  const buttonClass = (kind: 'primary' | 'ghost') =>
    `button button--${kind} button--sm${busy ? ' button--loading' : ''}`;

  return (
    <article className={`card bonus-card bonus-card--${bonus.status}`} aria-labelledby={titleId}>
      <header className="bonus-card__header">
        <h3 className="bonus-card__title" id={titleId}>
          {bonus.title || t('bonuses.tabs.betting')}
        </h3>
        <span className="bonus-card__status">{t(`bonuses.status.${bonus.status}`)}</span>
      </header>
      <p className="bonus-card__amount">{amount}</p>
      <p className="bonus-card__meta">{t('bonuses.minOdds', { odds: bonus.min_odds.toFixed(2) })}</p>
      <WageringProgress labelId={`${titleId}-wagering`} bonus={bonus} />
      {open ? (
        <p className="bonus-card__meta">
          {t('bonuses.expires', { date: dateTimeText(bonus.expires_at, zone) })}
        </p>
      ) : null}
      {bonus.status === 'pending' && otherActive ? (
        <p className="bonus-card__meta">{t('bonuses.bettingOneActive')}</p>
      ) : null}
      <FormNotice>{notice}</FormNotice>
      {open ? (
        <div className="bonus-card__actions">
          {bonus.status === 'pending' && !otherActive ? (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => change('BettingBonuses.activate')}
              disabled={busy}
            >
              {t('bonuses.activate')}
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

import type { SportsBet } from '@casino/shared/contract/sports-bets.contract';
import { toMinor } from '@casino/shared/money/minor-units';
import type { MarketLabels } from '@casino/shared/sportsbook/market-labels';
import { type FormEvent, useId, useState } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { sportsBetRefusal } from '../../lib/sports-bet-refusal.ts';
import { betTypeText } from '../../lib/sports-bet-type-text.ts';
import { useApi } from '../../lib/use-api.ts';
import { useFormSubmit } from '../../lib/use-form-submit.ts';
import type { ConfirmDialogProps } from '../../ui/dialog/confirm-dialog.tsx';
import { useConfirm } from '../../ui/dialog/dialog-context.tsx';
import { InputField } from '../../ui/field.tsx';
import { FormNotice } from '../../ui/form-parts.tsx';
import { dateTimeText, usePlayerTimeZone } from '../../ui/local-date-time.tsx';
import { isOpen, legMarket, showsLines, statusTone } from './bet-view.ts';

type Props = {
  bet: SportsBet;
  labels: MarketLabels;
  showOdds: (thousandths: number) => string;
  /** After a cash-out, paid or refused: the list (and the header's balance) load again. */
  onCashedOut: (amount: string) => void;
  onChanged: () => void;
};

/** A part to cash out, in minor units, when it is one: above zero and below the whole offer. */
export function partOfOffer(text: string, offer: number): number | undefined {
  let part: number;
  try {
    part = toMinor(text.replace(',', '.'));
  } catch {
    return undefined;
  }
  return part > 0 && part < offer ? part : undefined;
}

/**
 * One sports bet of the history: its type, legs with their outcomes, stake, (potential) return, status
 * and the moment it was placed, and its details (the receipt: id, stake per line, when it settled). An
 * open bet with an offer can be cashed out at that offer, in full or in part, each after a confirm.
 */
export function BetCard({ bet, labels, showOdds, onCashedOut, onChanged }: Props) {
  const t = useT();
  const api = useApi();
  const titleId = useId();
  const zone = usePlayerTimeZone();
  const openConfirm = useConfirm();
  const { busy, notice, errors, run, invalid } = useFormSubmit<'part'>();
  const [partText, setPartText] = useState('');
  const money = (amount: number) => formatMoney(amount, bet.currency);
  const open = isOpen(bet);
  const type = betTypeText(bet);
  const offer = open ? bet.cash_out : null;

  const cashOut = async (amount: number, part?: number) => {
    // The book pays today's offer when it is at least the one shown: the answer says what was paid.
    let paid = part ?? amount;
    const done = await run(
      async () => {
        const after = await api('sportsbook.cashOut', { bet_id: bet.id, amount, ...(part ? { part } : {}) });
        if (!part) paid = after.return ?? amount;
      },
      { fields: ['part'], notice: (error) => sportsBetRefusal(error, t, bet.currency) },
    );
    // A refusal most often means the offer moved or went away: the card shows where it stands now.
    if (done) onCashedOut(money(paid));
    else onChanged();
  };

  const confirm = (amount: number, part?: number) => {
    const props: ConfirmDialogProps = {
      title: t(part ? 'sportsbook.history.partialConfirmTitle' : 'sportsbook.history.cashOutConfirmTitle'),
      text: t(part ? 'sportsbook.history.partialConfirmText' : 'sportsbook.history.cashOutConfirmText', {
        amount: money(part ?? amount),
      }),
      confirmLabel: t('sportsbook.history.cashOutConfirmYes'),
      cancelLabel: t('sportsbook.history.cancel'),
      onConfirm: () => cashOut(amount, part),
    };
    openConfirm(props);
  };

  const submitPart = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!offer) return;
    const part = partOfOffer(partText, offer.amount);
    const form = event.currentTarget;
    if (part === undefined) {
      invalid({ part: t('sportsbook.history.partialInvalid', { amount: money(offer.amount) }) }, form);
      return;
    }
    confirm(offer.amount, part);
  };

  return (
    <article className={`card bet-card bet-card--${bet.status}`} aria-labelledby={titleId}>
      <header className="bet-card__header">
        <h2 className="bet-card__title" id={titleId}>
          {t(type.key, type.values)}
          {showsLines(bet) ? (
            <span className="bet-card__lines"> · {t('sportsbook.slip.lines', { count: bet.lines })}</span>
          ) : null}
        </h2>
        <span className={`badge bet-card__status bet-card__status--${statusTone(bet.status)}`}>
          {t(`sportsbook.history.statuses.${bet.status}`)}
        </span>
      </header>
      <p className="bet-card__placed">
        {t('sportsbook.history.placed', { date: dateTimeText(bet.placed_at, zone) })}
      </p>
      <ul className="bet-legs" aria-label={t('sportsbook.history.legs')}>
        {bet.legs.map((leg) => {
          const market = legMarket(leg);
          return (
            <li key={`${leg.event_id}:${leg.market_key}:${leg.selection_key}`} className="bet-leg">
              <span className="bet-leg__pick">
                {labels.selection(market, leg.selection_key, { home: leg.home, away: leg.away })}
              </span>
              <span className="bet-leg__odds">
                {t('sportsbook.history.legOdds', { odds: showOdds(leg.odds) })}
              </span>
              <span className="bet-leg__market">{labels.market(market)}</span>
              <span className="bet-leg__event">
                {t('sportsbook.history.match', { home: leg.home, away: leg.away })}
                {leg.live ? <span className="bet-leg__live"> · {t('sportsbook.live')}</span> : null}
              </span>
              <span className={`bet-leg__outcome bet-leg__outcome--${leg.outcome}`}>
                {t(`sportsbook.history.outcomes.${leg.outcome}`)}
              </span>
            </li>
          );
        })}
      </ul>
      <dl className="bet-card__summary">
        <div>
          <dt>{t('sportsbook.slip.totalStake')}</dt>
          <dd>{money(bet.total_stake)}</dd>
        </div>
        {bet.total_odds !== null ? (
          <div>
            <dt>{t('sportsbook.slip.totalOdds')}</dt>
            <dd>{showOdds(bet.total_odds)}</dd>
          </div>
        ) : null}
        {bet.cashed_out > 0 && open ? (
          <div>
            <dt>{t('sportsbook.history.cashedOut')}</dt>
            <dd>{money(bet.cashed_out)}</dd>
          </div>
        ) : null}
        {open ? (
          <div className="bet-card__return">
            <dt>{t('sportsbook.slip.potentialReturn')}</dt>
            <dd>{money(bet.potential_return)}</dd>
          </div>
        ) : (
          <div className="bet-card__return">
            <dt>{t('sportsbook.history.return')}</dt>
            {/* Earlier partial cash-outs were paid too: the player got both. */}
            <dd>{money((bet.return ?? 0) + bet.cashed_out)}</dd>
          </div>
        )}
      </dl>
      <details className="bet-card__details">
        <summary>{t('sportsbook.history.details')}</summary>
        <dl className="bet-card__summary">
          <div>
            <dt>{t('sportsbook.history.betId')}</dt>
            <dd className="bet-card__id">{bet.id}</dd>
          </div>
          <div>
            <dt>{t('sportsbook.history.unitStake')}</dt>
            <dd>{money(bet.unit_stake)}</dd>
          </div>
        </dl>
        {bet.settled_at ? (
          <p className="bet-card__placed">
            {t('sportsbook.history.settledAt', { date: dateTimeText(bet.settled_at, zone) })}
          </p>
        ) : null}
      </details>
      <FormNotice>{notice}</FormNotice>
      {offer ? (
        <div className="bet-card__cash-outs">
          <button
            type="button"
            className={`button button--primary bet-card__cash-out${busy ? ' button--loading' : ''}`}
            disabled={busy}
            onClick={() => confirm(offer.amount)}
          >
            {t('sportsbook.history.cashOut', { amount: money(offer.amount) })}
          </button>
          <details className="bet-card__partial">
            <summary>{t('sportsbook.history.partialCashOut')}</summary>
            <form className="bet-card__partial-form" onSubmit={submitPart} noValidate>
              <InputField
                label={t('sportsbook.history.partialAmount')}
                name="part"
                inputMode="decimal"
                autoComplete="off"
                value={partText}
                error={errors.part}
                onChange={(event) => setPartText(event.target.value.slice(0, 12))}
              />
              <button type="submit" className="button" disabled={busy}>
                {t('sportsbook.history.partialSubmit')}
              </button>
            </form>
          </details>
        </div>
      ) : null}
    </article>
  );
}

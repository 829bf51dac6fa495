import { useId } from 'react';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import type { ShownOffer } from './deposit-offers.ts';

/** The deposit's bonus choice: one of the offers, or none (the default: a bonus is opted into). */
export function OfferPicker({
  offers,
  chosen,
  onChoose,
  currency,
  error,
}: {
  offers: ShownOffer[];
  chosen: number | null;
  onChoose: (offerId: number | null) => void;
  currency: string;
  error: string | undefined;
}) {
  const t = useT();
  const name = useId();
  const errorId = useId();
  if (offers.length === 0) return null;
  return (
    <fieldset className="offer-picker" aria-describedby={error ? errorId : undefined}>
      <legend className="offer-picker__legend">{t('cashier.offersTitle')}</legend>
      {offers.map((offer) => {
        const bonus = offer.promotions[0];
        return (
          <label key={offer.id} className="offer-option">
            <input
              type="radio"
              name={name}
              value={offer.id}
              checked={chosen === offer.id}
              onChange={() => onChoose(offer.id)}
            />
            <span className="offer-option__body">
              <span className="offer-option__title">{offer.description.title}</span>
              <span className="offer-option__text">{offer.description.text}</span>
              {bonus ? (
                <span className="offer-option__terms">
                  {t('bonuses.terms', {
                    percent: bonus.percent,
                    max: formatMoney(bonus.max_amount, currency),
                    wager: bonus.wager,
                    days: bonus.days,
                  })}
                </span>
              ) : null}
              <span className="offer-option__terms">
                {t('bonuses.minDeposit', { amount: formatMoney(offer.trigger.params.min_amount, currency) })}
              </span>
            </span>
          </label>
        );
      })}
      <label className="offer-option offer-option--none">
        <input type="radio" name={name} value="" checked={chosen === null} onChange={() => onChoose(null)} />
        <span className="offer-option__title">{t('cashier.withoutBonus')}</span>
      </label>
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

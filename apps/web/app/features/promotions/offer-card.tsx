import type { DepositOffer } from '@casino/shared/contract/bonuses.contract';
import { Link } from 'react-router';
import { formatMoney } from '../../lib/format.ts';
import { useT } from '../../lib/i18n.ts';
import { usePaths, useShell } from '../../lib/use-shell.ts';

/**
 * A deposit offer (spec §3): its words and exact terms, taken by choosing it on the deposit page.
 * `linked` links the title to the offer's own page in lists.
 */
export function OfferCard({ offer, linked }: { offer: DepositOffer; linked: boolean }) {
  const t = useT();
  const paths = usePaths();
  const { user, generalInfo } = useShell();
  // Amounts are in the player's currency; a guest sees the site's default one.
  const currency = user?.balance_main.currency ?? generalInfo.default_currency;
  const { description, trigger } = offer;
  const title = description?.title ?? '';
  return (
    <article className="card promotion-card" aria-labelledby={`offer-${offer.id}`}>
      {description?.image ? <img className="promotion-card__image" src={description.image} alt="" /> : null}
      <h2 className="promotion-card__title" id={`offer-${offer.id}`}>
        {linked ? <Link to={paths.offers(offer.id)}>{title}</Link> : title}
      </h2>
      <p>{description?.text}</p>
      <ul>
        {offer.promotions?.map((bonus) => (
          <li key={bonus.type}>
            {t('promotions.offerTerms', {
              percent: bonus.percent,
              max: formatMoney(bonus.max_amount, currency),
              wager: bonus.wager,
              days: bonus.days,
            })}
          </li>
        ))}
        {trigger ? (
          <li>{t('promotions.minDeposit', { amount: formatMoney(trigger.params.min_amount, currency) })}</li>
        ) : null}
        {trigger?.params.first_deposit ? <li>{t('promotions.firstDepositOnly')}</li> : null}
      </ul>
      <div className="promotion-card__actions">
        <Link className="button button--primary" to={paths.cashierDeposit()}>
          {t('promotions.deposit')}
        </Link>
      </div>
    </article>
  );
}

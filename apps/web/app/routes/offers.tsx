import { OfferCard } from '../features/promotions/offer-card.tsx';
import promotionsCss from '../features/promotions/promotions.css?url';
import { useT } from '../lib/i18n.ts';
import type { Route } from './+types/offers';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: promotionsCss }];

export async function loader({ context }: Route.LoaderArgs) {
  return { offers: await context.api('campaigns.getoffers', { count: 100 }) };
}

/** Offers (spec §2.1): the deposit offers running now, with their exact terms. */
export default function Offers({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container section">
      <h1 className="page-title">{t('promotions.offersTitle')}</h1>
      {loaderData.offers.length === 0 ? (
        <div className="empty-state">
          <p>{t('promotions.empty')}</p>
        </div>
      ) : (
        <div className="promotion-grid">
          {loaderData.offers.map((offer) => (
            <OfferCard key={offer.id} offer={offer} linked />
          ))}
        </div>
      )}
    </div>
  );
}

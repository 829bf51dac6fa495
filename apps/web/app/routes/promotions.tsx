import { PromotionCard } from '../features/promotions/promotion-card.tsx';
import promotionsCss from '../features/promotions/promotions.css?url';
import { useT } from '../lib/i18n.ts';
import type { Route } from './+types/promotions';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: promotionsCss }];

export async function loader({ context }: Route.LoaderArgs) {
  return { promotions: await context.api('campaigns.getpromotions', {}) };
}

/** Promotions (spec §2.1): what runs now, each with its page and the PromotionsDetailPopup. */
export default function Promotions({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container section">
      <h1 className="page-title">{t('promotions.title')}</h1>
      {loaderData.promotions.length === 0 ? (
        <div className="empty-state">
          <p>{t('promotions.empty')}</p>
        </div>
      ) : (
        <div className="promotion-grid">
          {loaderData.promotions.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} />
          ))}
        </div>
      )}
    </div>
  );
}

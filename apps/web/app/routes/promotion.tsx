import { Link } from 'react-router';
import { PromotionAction } from '../features/promotions/promotion-action.tsx';
import promotionsCss from '../features/promotions/promotions.css?url';
import { useT } from '../lib/i18n.ts';
import { notFound } from '../lib/page-errors.ts';
import { isValidId } from '../lib/routing/route-validity.ts';
import { usePaths } from '../lib/use-shell.ts';
import type { Route } from './+types/promotion';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: promotionsCss }];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  if (!isValidId(params.id)) notFound(pathname);
  const promotions = await context.api('campaigns.getpromotions', {});
  const promotion = promotions.find((candidate) => String(candidate.id) === params.id);
  if (!promotion) notFound(pathname);
  return { promotion };
}

/** One promotion's page (spec §2.1 `/promotions/{id}`). */
export default function PromotionPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = usePaths();
  const { promotion } = loaderData;
  return (
    <div className="container section">
      <h1 className="page-title">{promotion.title}</h1>
      <article className="card promotion-card">
        {promotion.image ? <img className="promotion-card__image" src={promotion.image} alt="" /> : null}
        <p>{promotion.text}</p>
        {promotion.kind === 'offer' ? (
          <p>
            <Link to={paths.offers(promotion.ref_id)}>{t('promotions.offerTermsLink')}</Link>
          </p>
        ) : null}
        <div className="promotion-card__actions">
          <PromotionAction promotion={promotion} />
        </div>
      </article>
      <p>
        <Link to={paths.promotions()}>{t('promotions.all')}</Link>
      </p>
    </div>
  );
}

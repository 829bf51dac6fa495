import { Link } from 'react-router';
import { OfferCard } from '../features/promotions/offer-card.tsx';
import promotionsCss from '../features/promotions/promotions.css?url';
import { useT } from '../lib/i18n.ts';
import { notFound } from '../lib/page-errors.ts';
import { isValidId } from '../lib/routing/route-validity.ts';
import { usePaths } from '../lib/use-shell.ts';
import type { Route } from './+types/offer';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: promotionsCss }];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  if (!isValidId(params.id)) notFound(pathname);
  const offers = await context.api('campaigns.getoffers', { count: 100 });
  const offer = offers.find((candidate) => String(candidate.id) === params.id);
  if (!offer) notFound(pathname);
  return { offer };
}

/** One deposit offer's page (spec §2.1 `/offers/{id}`). */
export default function OfferPage({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = usePaths();
  return (
    <div className="container section">
      <h1 className="page-title">{loaderData.offer.description?.title}</h1>
      <OfferCard offer={loaderData.offer} linked={false} />
      <p>
        <Link to={paths.offers()}>{t('promotions.allOffers')}</Link>
      </p>
    </div>
  );
}

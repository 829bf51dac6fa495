import { useRevalidator } from 'react-router';
import loyaltyCss from '../features/loyalty/loyalty.css?url';
import { ShopProductCard } from '../features/loyalty/shop-product-card.tsx';
import { formatCount } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import type { Route } from './+types/loyalty-shop';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: loyaltyCss }];

/** `/loyalty/shop`: the first programme's products, bought with its points. */
export async function loader({ context }: Route.LoaderArgs) {
  const programmes = await context.api('loyalty.getPrograms', { limit: 1 });
  const programme = programmes.items[0];
  if (!programme) return { products: [], points: null };
  const [products, info] = await Promise.all([
    context.api('loyalty.getproducts', { sysname: programme.sysname }),
    context.signedIn ? context.api('loyalty.getinfo', { sysname: programme.sysname }) : null,
  ]);
  return { products, points: info?.points ?? null };
}

export default function LoyaltyShop({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const revalidator = useRevalidator();
  const { products, points } = loaderData;
  return (
    <div className="container section loyalty-page">
      <h1 className="page-title">{t('loyalty.shop.title')}</h1>
      <p className="loyalty-page__intro">{t('loyalty.shop.intro')}</p>
      {points !== null ? (
        <p className="loyalty-shop__balance" data-testid="loyalty-shop-points">
          {t('loyalty.shop.balance', { points: formatCount(points) })}
        </p>
      ) : null}
      {products.length === 0 ? (
        <div className="empty-state">
          <p>{t('loyalty.shop.empty')}</p>
        </div>
      ) : (
        <div className="loyalty-shop">
          {products.map((product) => (
            <ShopProductCard
              key={product.id}
              product={product}
              points={points}
              onBought={() => void revalidator.revalidate()}
            />
          ))}
        </div>
      )}
    </div>
  );
}

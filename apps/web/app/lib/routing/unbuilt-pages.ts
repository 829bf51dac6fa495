/**
 * Pages whose route exists (deep links keep working) but renders the placeholder section, because the
 * system behind them has not landed yet. The site links to none of them: menus, profile tabs, banners
 * and home tiles leave them out. A domain removes its entry here when its pages land.
 */
export const UNBUILT_PAGES = ['/offers', '/promotions'] as const;

/**
 * Whether an internal link (without locale prefix) leads to an unbuilt page or below one: `/offers/7`
 * and `/promotions?tab=new` do, `/offersale` and external URLs do not.
 */
export function isUnbuiltPage(url: string): boolean {
  if (!url.startsWith('/') || url.startsWith('//')) return false;
  const path = url.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
  return UNBUILT_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}

/** The items that link to a built page; items without a URL stay. */
export function withoutUnbuiltLinks<Item extends { url?: string | null }>(items: readonly Item[]): Item[] {
  return items.filter((item) => !item.url || !isUnbuiltPage(item.url));
}

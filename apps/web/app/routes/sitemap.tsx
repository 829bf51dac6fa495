import { buildSitemapXml } from '../lib/seo/sitemap.ts';
import type { Route } from './+types/sitemap';

const PUBLIC_PATHS = [
  '/',
  '/gamehall',
  '/betting',
  '/promotions',
  '/offers',
  '/tournaments',
  '/jackpots',
  '/loyalty',
  '/winners',
  '/providers',
  '/support',
];

/** sitemap.xml: the public pages (those built so far) in every locale, with hreflang alternates. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locales, defaultLocale } = await context.content.locales();
  const slugs = await context.content.pageSlugs();
  const xml = buildSitemapXml({
    origin: new URL(request.url).origin,
    paths: [...PUBLIC_PATHS, ...slugs.map((slug) => `/${slug}`)],
    locales,
    defaultLocale,
  });
  return new Response(xml, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}

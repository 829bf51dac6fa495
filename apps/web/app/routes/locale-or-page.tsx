import { ContentPageView } from '../features/content-pages/content-page.tsx';
import { HomePage } from '../features/home/home-page.tsx';
import { notFound } from '../lib/page-errors.ts';
import { isValidSlug } from '../lib/routing/route-validity.ts';
import type { Route } from './+types/locale-or-page';

/** `/de` is the German home page; any other single segment is a content page of the default locale. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { locales, defaultLocale } = await context.content.locales();
  if (locales.some((locale) => locale.code === params.slug && locale.code !== defaultLocale)) {
    return { kind: 'home' as const, banners: await context.api('banners.get', { position: 'home_top' }) };
  }
  const page = isValidSlug(params.slug) ? await context.content.page(params.slug, defaultLocale) : undefined;
  if (!page) notFound(new URL(request.url).pathname);
  return { kind: 'page' as const, page };
}

export default function LocaleOrPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'home') {
    return <HomePage banners={loaderData.banners as Parameters<typeof HomePage>[0]['banners']} />;
  }
  return <ContentPageView page={loaderData.page} />;
}

import { ContentPageView } from '../features/content-pages/content-page.tsx';
import { notFound } from '../lib/page-errors.ts';
import { pageLocale } from '../lib/route-locale.server.ts';
import { isValidSlug } from '../lib/routing/route-validity.ts';
import type { Route } from './+types/content-page';

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { locale } = await pageLocale(context, request);
  const page = isValidSlug(params.slug) ? await context.content.page(params.slug, locale) : undefined;
  if (!page) notFound(new URL(request.url).pathname);
  return { page };
}

export default function ContentPageRoute({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} />;
}

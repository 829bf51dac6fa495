import { lazy, Suspense } from 'react';
import gameHallCss from '../features/game-hall/game-hall.css?url';
import { HomePage } from '../features/home/home-page.tsx';
import jackpotsCss from '../features/jackpots/jackpots.css?url';
import { notFound } from '../lib/page-errors.ts';
import { isValidSlug } from '../lib/routing/route-validity.ts';
import type { Route } from './+types/locale-or-page';
import { lobbyData } from './home-lobby.server.ts';
import { Lobby } from './home-lobby.tsx';

/** A content page at one segment is rarer than `/de`, whose first bundle (the home page's) skips it. */
const ContentPageView = lazy(() =>
  import('../features/content-pages/content-page.tsx').then(({ ContentPageView }) => ({
    default: ContentPageView,
  })),
);

// The lobby's styles: this route is the home page of every locale but the default one.
export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: gameHallCss },
  { rel: 'stylesheet', href: jackpotsCss },
];

/** `/de` is the German home page; any other single segment is a content page of the default locale. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { locales, defaultLocale } = await context.content.locales();
  if (locales.some((locale) => locale.code === params.slug && locale.code !== defaultLocale)) {
    const [banners, lobby] = await Promise.all([
      context.api('banners.get', { position: 'home_top' }),
      lobbyData(context),
    ]);
    return { kind: 'home' as const, banners, lobby };
  }
  const page = isValidSlug(params.slug) ? await context.content.page(params.slug, defaultLocale) : undefined;
  if (!page) notFound(new URL(request.url).pathname);
  return { kind: 'page' as const, page };
}

export default function LocaleOrPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'home') {
    return (
      <HomePage banners={loaderData.banners as Parameters<typeof HomePage>[0]['banners']}>
        <Lobby data={loaderData.lobby} />
      </HomePage>
    );
  }
  return (
    <Suspense fallback={null}>
      <ContentPageView page={loaderData.page} />
    </Suspense>
  );
}

import { PAGE_QUERY_SCRIPT } from '@casino/shared/routing/page-query';
import { findRedirect } from '@casino/shared/routing/redirect-rules';
import { createPaths, splitLocale } from '@casino/shared/routing/site-paths';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  redirect,
  Scripts,
  ScrollRestoration,
  useLocation,
  useRouteError,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import { PopupFlagsEffect } from './features/site-shell/popup-flags-effect.tsx';
import { ChatStarter } from './features/support-chat/chat-starter.tsx';
import { firstInteraction } from './lib/after-first-interaction.ts';
import { FatalPageContext } from './lib/fatal-page.ts';
import { createTranslator, I18nContext } from './lib/i18n.ts';
import { useMessages } from './lib/messages.ts';
import { useNonce } from './lib/nonce.ts';
import { reloadPageOnce } from './lib/page-reload.ts';
import { type ErrorPageKind, errorPageForStatus } from './lib/routing/error-pages.ts';
import { guestRedirectTarget } from './lib/routing/guest-guard.ts';
import { defaultLocaleRedirect } from './lib/routing/locale-redirect.ts';
import { loadLocales, loadShell } from './lib/site-data.server.ts';
import { runInitStep } from './lib/site-init.server.ts';
import type { ShellData } from './lib/use-shell.ts';
import { SiteProviders } from './site-providers.tsx';
import appCss from './styles/app.css?url';

/** System pages are rare: their code loads when one is shown (the server renders it whole either way). */
const SystemPage = lazy(() =>
  import('./layouts/system-page.tsx').then(({ SystemPage }) => ({ default: SystemPage })),
);

/** Inactivity sign-out and finishing a social registration concern signed-in players only. */
const SignedInEffects = lazy(() =>
  import('./features/site-shell/signed-in-effects.tsx').then(({ SignedInEffects }) => ({
    default: SignedInEffects,
  })),
);

/**
 * The service worker, build check and install prompt (spec §4), and the analytics and signals (decision
 * 0052), wait for the page's first interaction (then idle time, `FIRST_INTERACTION_FALLBACK_MS` at the
 * latest): nothing of them is needed to show the page.
 */
const DeferredEffects = lazy(() =>
  firstInteraction()
    .then(() => import('./deferred-effects.tsx'))
    .then(({ DeferredEffects }) => ({ default: DeferredEffects })),
);

/**
 * Messages of the site's embedded forms come from a frame the player has used: the listener loads with
 * the page, just not in its first bundle.
 */
const FrameMessagesEffect = lazy(() =>
  import('./features/site-shell/frame-messages-effect.tsx').then(({ FrameMessagesEffect }) => ({
    default: FrameMessagesEffect,
  })),
);

/** The unseen-cashback popup concerns a page loaded signed in (see the component). */
const UnseenCashbackCheck = lazy(() =>
  import('./features/cashback/unseen-cashback-check.tsx').then(({ UnseenCashbackCheck }) => ({
    default: UnseenCashbackCheck,
  })),
);

/** Loyalty notices (spec §4) start after the first interaction; their starter is loaded apart too. */
const LoyaltyNoticesStarter = lazy(() =>
  import('./features/loyalty/loyalty-notices-starter.tsx').then(({ LoyaltyNoticesStarter }) => ({
    default: LoyaltyNoticesStarter,
  })),
);

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: appCss }];

/** The shell shows the player only through holes: a page may be rendered for every player (decision 0047). */
export const handle = { personalHoles: true };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const { locales, defaultLocale } = await loadLocales(context);
  const codes = locales.map((locale) => locale.code);
  const split = splitLocale(url.pathname, codes, defaultLocale);
  const locale = split.locale;

  const shell = await runInitStep(context, url.pathname, () =>
    loadShell(context, request, { locale, defaultLocale, locales }),
  );

  const notFound = () =>
    data({ kind: 'notFound', message: `Page Not Found ${url.pathname}`, shell }, { status: 404 });
  if (split.hasPrefix && locale === defaultLocale) {
    const target = defaultLocaleRedirect(split.path, url.search);
    throw target ? redirect(target, 301) : notFound();
  }
  if (shell.generalInfo.domain_state === 'maintenance') {
    throw data({ kind: 'maintenance', message: 'Maintenance', shell }, { status: 503 });
  }
  // A blocked player (spec §8: a fatal 403 of UserBannedException) may still reach support, where the
  // block page's button leads.
  if (context.playerBlocked && split.path !== createPaths(defaultLocale, defaultLocale).support()) {
    throw data({ kind: 'userBlock', message: 'User blocked', shell }, { status: 403 });
  }
  const rule = findRedirect(await context.content.redirectRules(), {
    pathname: url.pathname,
    search: url.search,
    locale,
    defaultLocale,
    localeCodes: codes,
  });
  if (rule) throw redirect(rule.url, 302);
  // A `:lang` segment that is no locale of the site fails the route's validity check, once the redirect
  // rules had their say: `/live/abc` matches `:lang/:slug` and may be an old address a rule moves.
  if (params.lang !== undefined && !codes.includes(params.lang)) throw notFound();
  const guarded = guestRedirectTarget(url.pathname, url.search, createPaths(locale, defaultLocale));
  if (guarded && !shell.user) throw redirect(guarded, 302);

  return shell;
}

/** The page an error shows: page errors carry their kind; platform refusals their API error body. */
function errorPageKind(error: unknown): ErrorPageKind {
  const response = isRouteErrorResponse(error) ? error : undefined;
  return (
    (response?.data?.kind as ErrorPageKind | undefined) ??
    errorPageForStatus({ status: response?.status ?? 500, type: response?.data?.error?.type })
  );
}

function errorShell(error: unknown): ShellData | undefined {
  return isRouteErrorResponse(error) ? (error.data?.shell as ShellData | undefined) : undefined;
}

export const meta: Route.MetaFunction = ({ data, error }) => {
  const root = data ?? errorShell(error);
  if (!root) return [{ title: 'Error' }];
  if (error) {
    return [
      { title: `${root.errorTitles[errorPageKind(error)]} | ${root.site.siteName}` },
      { name: 'robots', content: 'noindex' },
    ];
  }
  return root.head.meta;
};

function Document({ children, shell }: { children: ReactNode; shell: ShellData | undefined }) {
  const nonce = useNonce();
  const jsonLd = shell?.head.jsonLd;
  const favicons = shell?.site.favicons ?? { svg: '/favicon.svg' };
  return (
    <html
      lang={shell?.locale ?? 'en'}
      data-theme={shell?.theme ?? 'dark'}
      data-player={shell?.user ? '' : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Before the app's scripts: the address without the parameters no page reads, as rendered. */}
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of this site, no input in it.
          dangerouslySetInnerHTML={{ __html: PAGE_QUERY_SCRIPT }}
        />
        <meta name="color-scheme" content={shell?.theme === 'light' ? 'light' : 'dark'} />
        {favicons.svg ? <link rel="icon" href={favicons.svg} type="image/svg+xml" /> : null}
        {favicons['32'] ? <link rel="icon" href={favicons['32']} sizes="32x32" type="image/png" /> : null}
        {favicons['180'] ? <link rel="apple-touch-icon" href={favicons['180']} /> : null}
        {shell?.site.manifest ? <link rel="manifest" href={shell.site.manifest} /> : null}
        {/* The messages, fetched with the app's scripts (after the first paint); entry.client.tsx waits for them. */}
        {shell?.messagesUrl ? (
          <link rel="preload" as="fetch" crossOrigin="anonymous" href={shell.messagesUrl} />
        ) : null}
        <Meta />
        <Links />
        {jsonLd ? (
          <script
            type="application/ld+json"
            nonce={nonce}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: serialized by serializeJsonLd, which escapes markup.
            dangerouslySetInnerHTML={{ __html: jsonLd }}
          />
        ) : null}
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const shell = useRouteLoaderData('root') as ShellData | undefined;
  const error = useRouteError();
  return <Document shell={shell ?? errorShell(error)}>{children}</Document>;
}

export default function App({ loaderData }: Route.ComponentProps) {
  const messages = useMessages(loaderData.messagesUrl);
  const t = useMemo(() => createTranslator(messages), [messages]);
  const location = useLocation();
  const [fatal, setFatal] = useState<ErrorPageKind>();
  // A registration signs in without a new page and queues its own cashback popup.
  const [loadedSignedIn] = useState(loaderData.user !== null);
  // Spec §4: a script that fails to load (an older build's, gone after a deploy) reloads the page, once
  // within the guard; after that the error is shown as any other.
  useEffect(() => {
    const onPreloadError = (event: Event) => {
      if (reloadPageOnce()) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => window.removeEventListener('vite:preloadError', onPreloadError);
  }, []);
  return (
    <I18nContext.Provider value={t}>
      <FatalPageContext.Provider value={setFatal}>
        <SiteProviders toastTime={loaderData.site.toastTime}>
          <PopupFlagsEffect />
          <Suspense fallback={null}>
            <FrameMessagesEffect />
          </Suspense>
          {loaderData.user ? (
            <Suspense fallback={null}>
              <SignedInEffects />
              <LoyaltyNoticesStarter />
              {/* In the page, not the providers: an error page may have no shell (its loader failed). */}
              {loadedSignedIn ? <UnseenCashbackCheck /> : null}
            </Suspense>
          ) : null}
          {fatal ? (
            <Suspense fallback={null}>
              <SystemPage kind={fatal} shell={loaderData} path={location.pathname} />
            </Suspense>
          ) : (
            <Outlet />
          )}
          <ChatStarter />
          <Suspense fallback={null}>
            <DeferredEffects />
          </Suspense>
        </SiteProviders>
      </FatalPageContext.Provider>
    </I18nContext.Provider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const rootData = useRouteLoaderData('root') as ShellData | undefined;
  const shell = rootData ?? errorShell(error);
  const kind = errorPageKind(error);
  const messages = useMessages(shell?.messagesUrl);
  const t = useMemo(() => createTranslator(messages), [messages]);
  if (shell?.isBot) return <main />;
  return (
    <I18nContext.Provider value={t}>
      <SiteProviders toastTime={shell?.site.toastTime}>
        <Suspense fallback={null}>
          <SystemPage kind={kind} shell={shell} path={location.pathname} />
        </Suspense>
      </SiteProviders>
    </I18nContext.Provider>
  );
}

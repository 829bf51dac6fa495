import { PassThrough } from 'node:stream';
import { signalOrigins } from '@casino/shared/analytics/signals';
import type { CustomCodeEntry } from '@casino/shared/content/site-content';
import { PERSONAL_DATA_ID, type PersonalParts, scriptJson } from '@casino/shared/routing/personal-parts';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, isRouteErrorResponse, ServerRouter } from 'react-router';
import { type MessagesByUrl, ServerMessagesContext } from './lib/messages.ts';
import { NonceContext } from './lib/nonce.ts';
import { PersonalRenderContext } from './lib/personal.tsx';
import { createPersonalRender } from './lib/personal-render.server.tsx';
import { startScriptsAfterFirstPaint } from './lib/scripts-after-paint.server.ts';
import { contentSecurityPolicy, injectCustomCode } from './lib/security-headers.server.ts';
import { loadMessages } from './lib/site-data.server.ts';

/** What the document needs of the root loader's data to load the messages. */
interface RootShell {
  locale: string;
  messagesUrl?: string | undefined;
}

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (our loaders finish before rendering, so streaming would
 * gain little), which also lets the CMS code snippets be placed at head / body start / body end.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const url = new URL(request.url);
  const { loaderData, errors } = routerContext.staticHandlerContext;
  const rootData = loaderData.root as
    | (RootShell & {
        customCode?: CustomCodeEntry[];
        generalInfo?: { analytic?: { gtmId?: string | null } };
        fingerprintScript?: string | null;
      })
    | undefined;
  // The root loader's data, or the shell its refusal carries (unknown locale, maintenance).
  const rootError = errors?.root;
  const shell =
    rootData ?? (isRouteErrorResponse(rootError) ? (rootError.data?.shell as RootShell) : undefined);
  const messages: MessagesByUrl = shell?.messagesUrl
    ? { [shell.messagesUrl]: await loadMessages(loadContext, shell.locale) }
    : {};
  const csp = contentSecurityPolicy({
    nonce: loadContext.cspNonce,
    pathname: url.pathname,
    formsFrameAncestors: loadContext.formsFrameAncestors,
    chatOrigins: loadContext.chatOrigins,
    signalOrigins: signalOrigins({
      gtmId: rootData?.generalInfo?.analytic?.gtmId,
      fingerprintScript: rootData?.fingerprintScript,
    }),
  });
  responseHeaders.set('Content-Security-Policy', csp.policy);
  if (csp.frameOptions) responseHeaders.set('X-Frame-Options', csp.frameOptions);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  const parts = loadContext.personalParts;
  if (parts) refuseUnshared(parts, routerContext, responseStatusCode);
  // A page that cannot be shared is rendered for the player instead (decision 0047): not this way.
  if (parts?.refusal) return new Response(null, { status: 204 });
  parts?.confirm();
  const personal = parts ? createPersonalRender(parts) : null;

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={loadContext.cspNonce}>
        <ServerMessagesContext.Provider value={messages}>
          <PersonalRenderContext.Provider value={personal}>
            <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />
          </PersonalRenderContext.Provider>
        </ServerMessagesContext.Provider>
      </NonceContext.Provider>,
      {
        nonce: loadContext.cspNonce,
        // The document goes out whole (onAllReady), so a completed Suspense boundary is written in its
        // place: outlined, it would stay hidden until a script revealed it (the home lobby's live
        // sections are in a boundary whose code loads after the first interaction, and must show without).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => {
            clearTimeout(timeout);
            // Bytes all the way: a string body would be decoded, copied and checked for lone surrogates.
            const rendered = startScriptsAfterFirstPaint(Buffer.concat(chunks));
            const html = injectCustomCode(
              parts && personal ? withPersonalData(rendered, parts) : rendered,
              rootData?.customCode ?? [],
              loadContext.cspNonce,
            );
            // Buffer.concat allocates a plain (never shared) ArrayBuffer, which a Response body may be.
            resolve(new Response(html as Uint8Array<ArrayBuffer>, { status, headers: responseHeaders }));
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // A personal value read outside its hole fails the render for every player: this page is
          // then rendered per player, and the message says which value to move into a hole.
          if (parts) parts.refuse(String(error));
          else console.error(error);
        },
      },
    );
  });
}

/**
 * A page is rendered for every player (docs/decisions/0047) when it is a page (status 200) and each of its
 * routes says it shows a player's own values only through holes (`handle.personalHoles`).
 */
function refuseUnshared(parts: PersonalParts, routerContext: EntryContext, status: number) {
  if (status !== 200) parts.refuse(`status ${status}`);
  for (const match of routerContext.staticHandlerContext.matches) {
    const handle = routerContext.routeModules[match.route.id]?.handle as
      | { personalHoles?: boolean }
      | undefined;
    if (!handle?.personalHoles) parts.refuse(`route ${match.route.id} has no personal holes`);
  }
}

/** The player's values, for the browser to hydrate with: a hole at the end of the head. */
function withPersonalData(html: Buffer, parts: PersonalParts): Buffer {
  const at = html.indexOf('</head>');
  if (at < 0) {
    parts.refuse('no </head>');
    return html;
  }
  const marker = parts.hole((data) => scriptJson(data));
  return Buffer.concat([
    html.subarray(0, at),
    Buffer.from(`<script type="application/json" id="${PERSONAL_DATA_ID}">${marker}</script>`),
    html.subarray(at),
  ]);
}

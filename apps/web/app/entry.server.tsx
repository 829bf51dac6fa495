import { PassThrough } from 'node:stream';
import type { CustomCodeEntry } from '@casino/shared/content/site-content';
import { renderToPipeableStream } from 'react-dom/server';
import { type AppLoadContext, type EntryContext, ServerRouter } from 'react-router';
import { NonceContext } from './lib/nonce.ts';
import { contentSecurityPolicy, injectCustomCode } from './lib/security-headers.server.ts';

export const streamTimeout = 5_000;

/**
 * Renders the whole document before answering (our loaders finish before rendering, so streaming would
 * gain little), which also lets the CMS code snippets be placed at head / body start / body end.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const url = new URL(request.url);
  const rootData = routerContext.staticHandlerContext.loaderData.root as
    | { customCode?: CustomCodeEntry[] }
    | undefined;
  const csp = contentSecurityPolicy({
    nonce: loadContext.cspNonce,
    pathname: url.pathname,
    formsFrameAncestors: loadContext.formsFrameAncestors,
  });
  responseHeaders.set('Content-Security-Policy', csp.policy);
  if (csp.frameOptions) responseHeaders.set('X-Frame-Options', csp.frameOptions);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');

  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={loadContext.cspNonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={loadContext.cspNonce} />
      </NonceContext.Provider>,
      {
        nonce: loadContext.cspNonce,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new PassThrough();
          sink.on('data', (chunk: Buffer) => chunks.push(chunk));
          sink.on('end', () => {
            clearTimeout(timeout);
            const html = injectCustomCode(
              Buffer.concat(chunks).toString('utf8'),
              rootData?.customCode ?? [],
              loadContext.cspNonce,
            );
            resolve(new Response(html, { status, headers: responseHeaders }));
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}

import type { AppLoadContext } from 'react-router';
import { data, isRouteErrorResponse } from 'react-router';
import { errorPageForStatus } from './routing/error-pages.ts';

/**
 * The site's init step (spec §8: "Init failure gives a fatal 404"): loading what every page needs
 * (content settings, general info, page metadata, the player). A platform refusal that has a page of its
 * own keeps it (maintenance, forbidden, user block: spec §2.4), and the platform being away stays the
 * server's 503; any other failure is logged and shown as the fatal 404.
 */
export async function runInitStep<T>(
  context: Pick<AppLoadContext, 'platformUnavailable'>,
  pathname: string,
  init: () => Promise<T>,
): Promise<T> {
  try {
    return await init();
  } catch (error) {
    if (context.platformUnavailable(error) || hasPageOfItsOwn(error)) throw error;
    console.warn('the site init failed', error);
    throw data({ kind: 'notFound' as const, message: `Page Not Found ${pathname}` }, { status: 404 });
  }
}

/** A thrown `data(...)` (the in-process API's refusals) or a Response: status and body. */
function thrownResponse(error: unknown): { status: number; body: unknown } | null {
  if (error instanceof Response) return { status: error.status, body: null };
  if (isRouteErrorResponse(error)) return { status: error.status, body: error.data };
  const thrown = error as { type?: unknown; data?: unknown; init?: { status?: unknown } | null } | null;
  if (thrown?.type !== 'DataWithResponseInit') return null;
  const status = thrown.init?.status;
  return { status: typeof status === 'number' ? status : 200, body: thrown.data };
}

function hasPageOfItsOwn(error: unknown): boolean {
  const response = thrownResponse(error);
  if (!response) return false;
  // A redirect is no failure.
  if (response.status >= 300 && response.status < 400) return true;
  const type = (response.body as { error?: { type?: unknown } } | null)?.error?.type;
  return (
    errorPageForStatus({ status: response.status, type: typeof type === 'string' ? type : undefined }) !==
    'notFound'
  );
}

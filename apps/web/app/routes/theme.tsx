import { safeInternalPath } from '@casino/shared/routing/url-safety';
import { data, redirect } from 'react-router';
import { themeCookie } from '../lib/theme.ts';
import type { Route } from './+types/theme';

/** The path of the page a form was posted from, when the Referer names one (any client can send any). */
function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    return safeInternalPath(new URL(referer, request.url).pathname);
  } catch {
    return null;
  }
}

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const theme = form.get('theme');
  if (theme !== 'dark' && theme !== 'light') throw data('Unknown theme', { status: 400 });
  const headers = { 'Set-Cookie': themeCookie(theme) };
  // Without JavaScript the form posts here directly: go back to the page it came from.
  if (request.headers.get('accept')?.includes('text/html'))
    return redirect(refererPath(request) ?? '/', { headers });
  return data({ theme }, { headers });
}

export function loader() {
  throw data('Not Found', { status: 404 });
}

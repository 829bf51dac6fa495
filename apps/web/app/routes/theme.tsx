import { safeInternalPath } from '@casino/shared/routing/url-safety';
import { data, redirect } from 'react-router';
import { themeCookie } from '../lib/theme.ts';
import type { Route } from './+types/theme';

export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const theme = form.get('theme');
  if (theme !== 'dark' && theme !== 'light') throw data('Unknown theme', { status: 400 });
  const headers = { 'Set-Cookie': themeCookie(theme) };
  // Without JavaScript the form posts here directly: go back to the page it came from.
  const back = safeInternalPath(new URL(request.headers.get('referer') ?? '/', request.url).pathname);
  if (request.headers.get('accept')?.includes('text/html')) return redirect(back ?? '/', { headers });
  return data({ theme }, { headers });
}

export function loader() {
  throw data('Not Found', { status: 404 });
}

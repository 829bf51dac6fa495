import { createPaths } from '@casino/shared/routing/site-paths';
import { redirect } from 'react-router';
import { pageLocale } from '../lib/route-locale.server.ts';
import { cashierIndexRedirect } from '../lib/routing/cashier-rules.ts';
import type { Route } from './+types/cashier-index';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, defaultLocale } = await pageLocale(context, request);
  throw redirect(cashierIndexRedirect(createPaths(locale, defaultLocale)));
}

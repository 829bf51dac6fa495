import { createPaths } from '@casino/shared/routing/site-paths';
import { redirect } from 'react-router';
import { pageLocale } from '../lib/route-locale.server.ts';
import { billingRedirect } from '../lib/routing/cashier-rules.ts';
import type { Route } from './+types/cashier-billing';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, defaultLocale } = await pageLocale(context, request);
  const target = billingRedirect(new URL(request.url).pathname, createPaths(locale, defaultLocale));
  throw redirect(target ?? createPaths(locale, defaultLocale).cashierDeposit());
}

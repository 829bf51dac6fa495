import { createPaths } from '@casino/shared/routing/site-paths';
import { redirect } from 'react-router';
import { pageLocale } from '../lib/route-locale.server.ts';
import type { Route } from './+types/bets-entry';

/** An entry without a component (spec §2.1): bet links lead to the profile's bet history. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, defaultLocale } = await pageLocale(context, request);
  throw redirect(createPaths(locale, defaultLocale).profile('bets'));
}

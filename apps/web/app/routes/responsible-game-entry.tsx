import { createPaths } from '@casino/shared/routing/site-paths';
import { redirect } from 'react-router';
import { pageLocale } from '../lib/route-locale.server.ts';
import type { Route } from './+types/responsible-game-entry';

/** An entry without a component (spec §2.1): it leads to the profile's responsible-gaming page. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { locale, defaultLocale } = await pageLocale(context, request);
  throw redirect(createPaths(locale, defaultLocale).profile('responsible-game'));
}

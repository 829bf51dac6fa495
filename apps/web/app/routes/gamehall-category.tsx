import { createPaths } from '@casino/shared/routing/site-paths';
import { redirect } from 'react-router';
import { notFound } from '../lib/page-errors.ts';
import { pageLocale } from '../lib/route-locale.server.ts';
import { isValidSysname } from '../lib/routing/route-validity.ts';
import type { Route } from './+types/gamehall-category';

/** The category redirect step of spec §2.1: /gamehall/{id} is the game hall filtered by that category. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!isValidSysname(params.id)) notFound(new URL(request.url).pathname);
  const { locale, defaultLocale } = await pageLocale(context, request);
  throw redirect(createPaths(locale, defaultLocale).gamehall({ category: params.id }));
}

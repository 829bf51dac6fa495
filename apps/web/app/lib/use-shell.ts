import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import type { RootData } from '../root.tsx';
import { createPaths } from './paths.ts';

/**
 * The site shell's data (locale, messages, cms config) loaded by the root route for every page. When
 * the root loader itself refused the page (unknown locale, maintenance), its error carries the shell.
 */
export function useShell(): RootData {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const error = useRouteError();
  const shell =
    data ?? (isRouteErrorResponse(error) ? (error.data?.shell as RootData | undefined) : undefined);
  if (!shell) throw new Error('useShell used outside the root route');
  return shell;
}

export function usePaths() {
  const { locale, defaultLocale } = useShell();
  return createPaths(locale, defaultLocale);
}

import type { Messages } from '@casino/shared/content/site-content';
import { createPaths } from '@casino/shared/routing/site-paths';
import { useMemo } from 'react';
import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import { useMessages } from './messages.ts';
import { usePersonal } from './personal.tsx';
import type { loadShell } from './site-data.server.ts';

/** What the root route loads for every page (lib/site-data.server.ts). */
export type ShellData = Awaited<ReturnType<typeof loadShell>>;

export type Shell = ShellData & { messages: Messages };

/**
 * The site shell's data (locale, messages, cms config) loaded by the root route for every page. When
 * the root loader itself refused the page (unknown locale, maintenance), its error carries the shell.
 */
export function useShell(): Shell {
  const shell = useRootShell();
  const messages = useMessages(shell.messagesUrl);
  // The player, or the hole of a page rendered for every player (lib/personal.tsx, decision 0047).
  const user = usePersonal(shell.user, 'user');
  return useMemo(() => ({ ...shell, user, messages }), [shell, user, messages]);
}

function useRootShell(): ShellData {
  const data = useRouteLoaderData('root') as ShellData | undefined;
  const error = useRouteError();
  const shell =
    data ?? (isRouteErrorResponse(error) ? (error.data?.shell as ShellData | undefined) : undefined);
  if (!shell) throw new Error('useShell used outside the root route');
  return shell;
}

export function usePaths() {
  const { locale, defaultLocale } = useRootShell();
  return createPaths(locale, defaultLocale);
}

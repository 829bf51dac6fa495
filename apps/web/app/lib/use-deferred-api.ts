import type { ApiCaller } from '@casino/shared/api/api-caller';
import { useMemo } from 'react';
import type { ApiClientOptions } from './api-client.ts';
import { useShell } from './use-shell.ts';

type UntypedCaller = (name: string, params?: Record<string, unknown>) => Promise<unknown>;

/** The browser's client options for a page: its locale, and the non-strict flag inside a frame (spec §7). */
export function pageClientOptions(locale: string): ApiClientOptions {
  return { locale, nonStrict: typeof window !== 'undefined' && window.self !== window.top };
}

/** The API client, with its code (and the contract's action methods and error types) loaded on the first call. */
export function deferredApiClient(options: ApiClientOptions): ApiCaller {
  let client: Promise<UntypedCaller> | undefined;
  return (async (name: string, params?: Record<string, unknown>) => {
    client ??= import('./api-client.ts').then(
      ({ createApiClient }) => createApiClient(options) as unknown as UntypedCaller,
    );
    return (await client)(name, params);
  }) as ApiCaller;
}

/**
 * useApi for the site shell, which every page loads: a guest's shell makes no calls, so its pages do
 * not ship the client up front; a signed-in player's shell loads it on its first call.
 */
export function useDeferredApi(): ApiCaller {
  const { locale } = useShell();
  return useMemo(() => deferredApiClient(pageClientOptions(locale)), [locale]);
}

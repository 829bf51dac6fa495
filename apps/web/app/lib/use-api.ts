import type { ApiCaller } from '@casino/shared/api/api-caller';
import { useMemo } from 'react';
import { createApiClient } from './api-client.ts';
import { pageClientOptions } from './use-deferred-api.ts';
import { useShell } from './use-shell.ts';

/** The platform API from the browser, in the page's locale (with the non-strict flag inside a frame). */
export function useApi(): ApiCaller {
  const { locale } = useShell();
  return useMemo(() => createApiClient(pageClientOptions(locale)), [locale]);
}

import { createContext, useContext } from 'react';
import type { ErrorPageKind } from './routing/error-pages.ts';

/**
 * Shows a system page in place of the whole page, for a refusal that is fatal where it happens inside a
 * page (spec §8: a blocked player's sign-in leads to the user block page). The root provides it.
 */
export const FatalPageContext = createContext<(kind: ErrorPageKind) => void>(() => {});

export function useFatalPage(): (kind: ErrorPageKind) => void {
  return useContext(FatalPageContext);
}

import type { LoyaltyCharacter } from '@casino/shared/contract/loyalty.contract';
import { type Loaded, useLoad } from './load-status.ts';
import { useApi } from './use-api.ts';

/** The characters the site offers, once per page load (they change only with the content); idle when off. */
export function useCharacters(enabled = true): Loaded<LoyaltyCharacter[]> {
  const api = useApi();
  return useLoad(enabled ? () => api('loyalty.getcharacters', {}).then(({ items }) => items) : null, [
    api,
    enabled,
  ]);
}

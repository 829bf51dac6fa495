import type { LoyaltyCharacter } from '@casino/shared/contract/loyalty.contract';
import { useEffect, useState } from 'react';
import { useApi } from './use-api.ts';

/** The characters the site offers, once per page load (they change only with the content). */
export function useCharacters(enabled = true): { characters: LoyaltyCharacter[] | null; failed: boolean } {
  const api = useApi();
  const [state, setState] = useState<{ characters: LoyaltyCharacter[] | null; failed: boolean }>({
    characters: null,
    failed: false,
  });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    api('loyalty.getcharacters', {}).then(
      ({ items }) => live && setState({ characters: items, failed: false }),
      () => live && setState({ characters: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [api, enabled]);
  return state;
}

import { lazy, Suspense, useEffect, useState } from 'react';

// The notices' code is not in any page's first bundle (the JS budget): the root loads this starter
// lazily for signed-in players, and the starter loads the notices after the first interaction.
const LoyaltyNotices = lazy(() =>
  import('./loyalty-notices.tsx').then(({ LoyaltyNotices }) => ({ default: LoyaltyNotices })),
);

const FIRST_INTERACTIONS = ['click', 'dblclick', 'touchstart'] as const;

/** Spec §4: loyalty notices load once after the first interaction (click, double click or touch). */
export function LoyaltyNoticesStarter() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const start = () => {
      remove();
      setStarted(true);
    };
    const remove = () => {
      for (const type of FIRST_INTERACTIONS) window.removeEventListener(type, start, { capture: true });
    };
    for (const type of FIRST_INTERACTIONS) {
      window.addEventListener(type, start, { capture: true, passive: true });
    }
    return remove;
  }, []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <LoyaltyNotices />
    </Suspense>
  );
}

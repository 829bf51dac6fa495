import { lazy, Suspense } from 'react';
import { AppUpdates } from './features/site-shell/app-updates.tsx';

/** Its own chunk, so the shell's list of what to preload for this module stays as short as before. */
const SiteSignals = lazy(() =>
  import('./features/site-signals/site-signals.tsx').then(({ SiteSignals }) => ({ default: SiteSignals })),
);

/**
 * What every page starts after its first interaction (root.tsx loads this module then): the installable
 * site's updates (spec §4) and the analytics and signals (decision 0052). One deferred import in the
 * shell every page ships, for both.
 */
export function DeferredEffects() {
  return (
    <>
      <AppUpdates />
      <Suspense fallback={null}>
        <SiteSignals />
      </Suspense>
    </>
  );
}

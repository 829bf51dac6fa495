import { lazy, Suspense } from 'react';
import { AppUpdates } from './features/site-shell/app-updates.tsx';
import { RoutePrefetcher } from './features/site-shell/route-prefetcher.tsx';

/** Its own chunk, so the shell's list of what to preload for this module stays as short as before. */
const SiteSignals = lazy(() =>
  import('./features/site-signals/site-signals.tsx').then(({ SiteSignals }) => ({ default: SiteSignals })),
);

/**
 * What every page starts after its first interaction (root.tsx loads this module then): the installable
 * site's updates (spec §4), the analytics and signals (decision 0052) and the prefetch of the routes a
 * player means to open (spec §9; a prefetch follows an interaction anyway). One deferred import in the
 * shell every page ships, for all of them.
 */
export function DeferredEffects() {
  return (
    <>
      <AppUpdates />
      <RoutePrefetcher />
      <Suspense fallback={null}>
        <SiteSignals />
      </Suspense>
    </>
  );
}

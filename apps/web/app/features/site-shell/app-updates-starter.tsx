import { lazy, Suspense, useEffect, useState } from 'react';

// Not in any page's first bundle (the JS budget): loaded once the page has settled.
const AppUpdates = lazy(() =>
  import('./app-updates.tsx').then(({ AppUpdates }) => ({ default: AppUpdates })),
);

/** Starts the service worker, build check and install prompt when the browser is idle (2 s at the latest). */
export function AppUpdatesStarter() {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    const start = () => setStarted(true);
    if (typeof window.requestIdleCallback === 'function') {
      const idle = window.requestIdleCallback(start, { timeout: 2000 });
      return () => window.cancelIdleCallback(idle);
    }
    const timer = setTimeout(start, 2000);
    return () => clearTimeout(timer);
  }, []);
  if (!started) return null;
  return (
    <Suspense fallback={null}>
      <AppUpdates />
    </Suspense>
  );
}

import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { BottomNav } from '../features/site-shell/bottom-nav.tsx';
import { NavigationLoader } from '../features/site-shell/navigation-loader.tsx';
import { SiteFooter } from '../features/site-shell/site-footer.tsx';
import { SiteHeader } from '../features/site-shell/site-header.tsx';
import { SiteToasts } from '../features/site-shell/site-toasts.tsx';
import { useShell } from '../lib/use-shell.ts';

/** The hints below the header are for signed-in players only, so guests do not download them. */
const ProfileHints = lazy(() =>
  import('../features/profile/profile-hints.tsx').then(({ ProfileHints }) => ({ default: ProfileHints })),
);

/** The shell shows the player only through holes: a page may be rendered for every player (decision 0047). */
export const handle = { personalHoles: true };

export default function DefaultLayout() {
  const { user } = useShell();
  return (
    <div className="site">
      <SiteHeader />
      <SiteToasts />
      <NavigationLoader />
      <main id="main" className="site-main">
        {user ? (
          <Suspense fallback={null}>
            <ProfileHints />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      <SiteFooter />
      <BottomNav />
    </div>
  );
}

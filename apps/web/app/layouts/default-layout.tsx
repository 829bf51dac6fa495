import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { readHintsShown } from '../features/profile/profile-hints.server.ts';
import { BottomNav } from '../features/site-shell/bottom-nav.tsx';
import { NavigationLoader } from '../features/site-shell/navigation-loader.tsx';
import { SiteFooter } from '../features/site-shell/site-footer.tsx';
import { SiteHeader } from '../features/site-shell/site-header.tsx';
import { SiteToasts } from '../features/site-shell/site-toasts.tsx';
import { personalValue } from '../lib/personal-values.server.ts';
import { useShell } from '../lib/use-shell.ts';
import type { Route } from './+types/default-layout';

/** The hints below the header are for signed-in players only, so guests do not download them. */
const ProfileHints = lazy(() =>
  import('../features/profile/profile-hints.tsx').then(({ ProfileHints }) => ({ default: ProfileHints })),
);

/** The shell shows the player only through holes: a page may be rendered for every player (decision 0047). */
export const handle = { personalHoles: true };

/** The player's hints, decided with the page so they take their place before the first paint. */
export async function loader({ context }: Route.LoaderArgs) {
  return { hints: context.signedIn ? await personalValue(context, 'hints', readHintsShown) : null };
}

export default function DefaultLayout({ loaderData }: Route.ComponentProps) {
  const { user } = useShell();
  return (
    <div className="site">
      <SiteHeader />
      <SiteToasts />
      <NavigationLoader />
      <main id="main" className="site-main">
        {user ? (
          <Suspense fallback={null}>
            <ProfileHints hints={loaderData.hints} />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      <SiteFooter />
      <BottomNav />
    </div>
  );
}

import { Outlet } from 'react-router';
import { NavigationLoader } from '../features/site-shell/navigation-loader.tsx';
import { SiteHeader } from '../features/site-shell/site-header.tsx';
import { SiteToasts } from '../features/site-shell/site-toasts.tsx';

/** Game pages: the header (balance, deposit) stays, the game takes the rest of the screen. */
export default function GameLayout() {
  return (
    <div className="site site--game">
      <SiteHeader />
      <SiteToasts />
      <NavigationLoader />
      <main id="main" className="site-main site-main--game">
        <Outlet />
      </main>
    </div>
  );
}

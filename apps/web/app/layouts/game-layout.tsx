import { Outlet } from 'react-router';
import { SiteHeader } from '../features/site-shell/site-header.tsx';
import { SiteToasts } from '../features/site-shell/site-toasts.tsx';

/** Game pages: the header (balance, deposit) stays, the game takes the rest of the screen. */
export default function GameLayout() {
  return (
    <div className="site site--game">
      <SiteHeader />
      <SiteToasts />
      <main id="main" className="site-main site-main--game">
        <Outlet />
      </main>
    </div>
  );
}

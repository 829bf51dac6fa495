import { Outlet } from 'react-router';
import { ProfileHints } from '../features/profile/profile-hints.tsx';
import { BottomNav } from '../features/site-shell/bottom-nav.tsx';
import { NavigationLoader } from '../features/site-shell/navigation-loader.tsx';
import { SiteFooter } from '../features/site-shell/site-footer.tsx';
import { SiteHeader } from '../features/site-shell/site-header.tsx';
import { SiteToasts } from '../features/site-shell/site-toasts.tsx';

export default function DefaultLayout() {
  return (
    <div className="site">
      <SiteHeader />
      <SiteToasts />
      <NavigationLoader />
      <main id="main" className="site-main">
        <ProfileHints />
        <Outlet />
      </main>
      <SiteFooter />
      <BottomNav />
    </div>
  );
}

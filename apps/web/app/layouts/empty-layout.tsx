import { Outlet } from 'react-router';
import { DemoRibbon } from '../features/site-shell/demo-ribbon.tsx';

/** For embedded forms and system pages: no header, footer or navigation. */
export default function EmptyLayout() {
  return (
    <>
      <DemoRibbon ownHeader />
      <main id="main" className="site-main site-main--empty">
        <Outlet />
      </main>
    </>
  );
}

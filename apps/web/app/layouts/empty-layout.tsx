import { Outlet } from 'react-router';

/** For embedded forms and system pages: no header, footer or navigation. */
export default function EmptyLayout() {
  return (
    <main id="main" className="site-main site-main--empty">
      <Outlet />
    </main>
  );
}

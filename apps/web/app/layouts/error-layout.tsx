import type { ReactNode } from 'react';
import { DemoRibbon } from '../features/site-shell/demo-ribbon.tsx';
import { SiteFooter } from '../features/site-shell/site-footer.tsx';
import { SiteHeader } from '../features/site-shell/site-header.tsx';
import { type ErrorPageKind, errorPageLayout } from '../lib/routing/error-pages.ts';

/**
 * The frame of an error page, which the root's error boundary renders in place of the route's layout.
 * The header and footer need the shell's data; without it (or for empty-layout pages) the page stands alone.
 */
export function ErrorLayout({
  kind,
  hasShell,
  children,
}: {
  kind: ErrorPageKind;
  hasShell: boolean;
  children: ReactNode;
}) {
  if (!hasShell || errorPageLayout(kind) === 'empty') {
    return (
      <>
        {hasShell ? <DemoRibbon ownHeader /> : null}
        <main id="main" className="site-main site-main--empty">
          {children}
        </main>
      </>
    );
  }
  return (
    <div className="site">
      <SiteHeader />
      <main id="main" className="site-main container">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}

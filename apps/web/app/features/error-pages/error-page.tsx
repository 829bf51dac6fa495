import { useT } from '../../lib/i18n.ts';
import { createPaths } from '../../lib/paths.ts';
import {
  type ErrorPageKind,
  errorPageButtonTarget,
  errorPageLayout,
  errorPageMessageKeys,
} from '../../lib/routing/error-pages.ts';
import type { RootData } from '../../root.tsx';
import { Image } from '../../ui/image.tsx';
import { DemoRibbon } from '../site-shell/demo-ribbon.tsx';
import { SiteFooter } from '../site-shell/site-footer.tsx';
import { SiteHeader } from '../site-shell/site-header.tsx';

/** The system and error pages of spec §2.4: header, description, icon from settings, button target. */
export function ErrorPage({ kind, shell }: { kind: ErrorPageKind; shell: RootData | undefined }) {
  const t = useT();
  const keys = errorPageMessageKeys(kind);
  const target = shell ? errorPageButtonTarget(kind, createPaths(shell.locale, shell.defaultLocale)) : '/';
  const icon = shell?.site.defaultImages[kind];
  const body = (
    <section className="error-page" aria-labelledby="error-page-title">
      {icon ? <Image className="error-page__icon" src={icon} alt="" width={160} height={160} /> : null}
      <h1 id="error-page-title" className="page-title">
        {t(keys.header)}
      </h1>
      <p className="error-page__description">{t(keys.description)}</p>
      {target ? (
        <a className="button button--primary" href={target}>
          {t(keys.button)}
        </a>
      ) : null}
    </section>
  );
  // The header and footer need the shell's data; without it (or on empty-layout pages) the page stands alone.
  if (!shell || errorPageLayout(kind) === 'empty') {
    return (
      <>
        {shell ? <DemoRibbon /> : null}
        <main id="main" className="site-main site-main--empty">
          {body}
        </main>
      </>
    );
  }
  return (
    <div className="site">
      <SiteHeader />
      <main id="main" className="site-main container">
        {body}
      </main>
      <SiteFooter />
    </div>
  );
}

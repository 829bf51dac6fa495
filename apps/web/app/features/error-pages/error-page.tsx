import { createPaths } from '@casino/shared/routing/site-paths';
import { useT } from '../../lib/i18n.ts';
import {
  type ErrorPageKind,
  errorPageButtonTarget,
  errorPageMessageKeys,
} from '../../lib/routing/error-pages.ts';
import type { ShellData } from '../../lib/use-shell.ts';
import { Image } from '../../ui/image.tsx';

/**
 * The system and error pages of spec §2.4: header, description, icon from settings, button target.
 * The frame around it (header and footer, or none) is the error layout's. A missing page names the path
 * it was asked for (spec §2.1: "Page Not Found" plus the path).
 */
export function ErrorPage({
  kind,
  shell,
  path,
}: {
  kind: ErrorPageKind;
  shell: ShellData | undefined;
  path: string;
}) {
  const t = useT();
  const keys = errorPageMessageKeys(kind);
  const target = shell ? errorPageButtonTarget(kind, createPaths(shell.locale, shell.defaultLocale)) : '/';
  const icon = shell?.site.defaultImages[kind];
  return (
    <section className="error-page" aria-labelledby="error-page-title">
      {icon ? <Image className="error-page__icon" src={icon} alt="" width={160} height={160} /> : null}
      <h1 id="error-page-title" className="page-title">
        {t(keys.header)}
      </h1>
      {kind === 'notFound' ? (
        <p className="error-page__path">
          <code>{path}</code>
        </p>
      ) : null}
      <p className="error-page__description">{t(keys.description)}</p>
      {target ? (
        <a className="button button--primary" href={target}>
          {t(keys.button)}
        </a>
      ) : null}
    </section>
  );
}

import { ErrorPage } from '../features/error-pages/error-page.tsx';
import type { ErrorPageKind } from '../lib/routing/error-pages.ts';
import type { ShellData } from '../lib/use-shell.ts';
import { ErrorLayout } from './error-layout.tsx';

/** A system page (spec §2.4) in its layout, in place of the route's: the root's error boundary and fatal refusals. */
export function SystemPage({
  kind,
  shell,
  path,
}: {
  kind: ErrorPageKind;
  shell: ShellData | undefined;
  path: string;
}) {
  return (
    <ErrorLayout kind={kind} hasShell={shell !== undefined}>
      <ErrorPage kind={kind} shell={shell} path={path} />
    </ErrorLayout>
  );
}

import { useMatches } from 'react-router';
import { sectionTitleKey } from '../features/site-shell/sections.ts';
import { useT } from '../lib/i18n.ts';
import { notFound } from '../lib/page-errors.ts';
import { isValidId, isValidSysname, isValidTransaction } from '../lib/routing/route-validity.ts';
import type { Route } from './+types/section';

/** Route params are checked before anything renders: a malformed id or sysname is a 404. */
export function loader({ params, request }: Route.LoaderArgs) {
  const { id, sysname, transaction } = params as Record<string, string | undefined>;
  const valid =
    (id === undefined || isValidId(id)) &&
    (sysname === undefined || isValidSysname(sysname)) &&
    (transaction === undefined || isValidTransaction(transaction));
  if (!valid) notFound(new URL(request.url).pathname);
  return null;
}

export default function Section() {
  const t = useT();
  const matches = useMatches();
  const routeId = matches[matches.length - 1]?.id ?? '';
  return (
    <div className="container section">
      <h1 className="page-title">{t(sectionTitleKey(routeId))}</h1>
      <div className="empty-state">
        <p>{t('common.emptySection')}</p>
      </div>
    </div>
  );
}

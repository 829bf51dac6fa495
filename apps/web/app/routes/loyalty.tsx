import { LOYALTY_PROGRAMMES_LIMIT } from '@casino/shared/contract/loyalty.contract';
import { Link } from 'react-router';
import { LevelProgress } from '../features/loyalty/level-progress.tsx';
import loyaltyCss from '../features/loyalty/loyalty.css?url';
import { ProgrammeDetails } from '../features/loyalty/programme-details.tsx';
import { useT } from '../lib/i18n.ts';
import { notFound, refusalType } from '../lib/page-errors.ts';
import { isValidSysname } from '../lib/routing/route-validity.ts';
import { usePaths, useShell } from '../lib/use-shell.ts';
import { useDialogs } from '../ui/dialog/dialog-context.tsx';
import type { Route } from './+types/loyalty';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: loyaltyCss }];

/**
 * `/loyalty` (the first programme) and `/loyalty/{sysname}`: how points are earned, the levels and
 * their perks, and for a player their points and progress.
 */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const { sysname } = params as { sysname?: string };
  if (sysname !== undefined && !isValidSysname(sysname)) notFound(pathname);
  const programmes = await context.api('loyalty.getPrograms', { limit: LOYALTY_PROGRAMMES_LIMIT });
  let programme = programmes.items[0] ?? null;
  if (sysname !== undefined) {
    programme = await context.api('loyalty.getProgram', { sysname }).catch((error: unknown) => {
      if (refusalType(error) === 'InvalidParameterException') notFound(pathname);
      throw error;
    });
  }
  const info =
    programme && context.signedIn
      ? await context.api('loyalty.getinfo', { sysname: programme.sysname })
      : null;
  return { programme, others: programmes.items.filter((item) => item.sysname !== programme?.sysname), info };
}

export default function Loyalty({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = usePaths();
  const dialogs = useDialogs();
  const { tutorialUrl } = useShell().site.loyalty;
  const { programme, others, info } = loaderData;
  if (!programme) {
    return (
      <div className="container section">
        <h1 className="page-title">{t('loyalty.title')}</h1>
        <div className="empty-state">
          <p>{t('common.emptySection')}</p>
        </div>
      </div>
    );
  }
  const current = info?.levels.find((level) => level.is_current)?.level ?? null;
  return (
    <div className="container section loyalty-page">
      <h1 className="page-title">{programme.title}</h1>
      <p className="loyalty-page__intro">{programme.text}</p>
      <div className="loyalty-page__actions">
        <Link className="button button--primary" to={paths.loyaltyShop()}>
          {t('loyalty.toShop')}
        </Link>
        {info ? (
          <Link className="button button--ghost" to={paths.profile('loyalty')}>
            {t('loyalty.toProfile')}
          </Link>
        ) : (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => dialogs.open('AuthPopup', { props: { view: 'authorization' } })}
          >
            {t('loyalty.signInToJoin')}
          </button>
        )}
      </div>
      {tutorialUrl ? (
        <p>
          <a href={tutorialUrl}>{t('loyalty.tutorial')}</a>
        </p>
      ) : null}
      {info ? <LevelProgress info={info} /> : null}
      <ProgrammeDetails programme={programme} currentLevel={current} />
      {others.length > 0 ? (
        <ul className="loyalty-page__others">
          {others.map((other) => (
            <li key={other.sysname}>
              <Link to={paths.loyaltyProgramme(other.sysname)}>{other.title}</Link>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

import { Link } from 'react-router';
import { JackpotCard } from '../features/jackpots/jackpot-card.tsx';
import jackpotsCss from '../features/jackpots/jackpots.css?url';
import { useLiveJackpots } from '../features/jackpots/use-live-jackpots.ts';
import { WinnersList } from '../features/jackpots/winners-list.tsx';
import { formatMoney } from '../lib/format.ts';
import { useT } from '../lib/i18n.ts';
import { notFound } from '../lib/page-errors.ts';
import { isValidId } from '../lib/routing/route-validity.ts';
import { usePaths } from '../lib/use-shell.ts';
import type { Route } from './+types/jackpot';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: jackpotsCss }];

/** One jackpot: its live pool, the public hash of the seed the next win is drawn with, its winners. */
export async function loader({ context, params, request }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  if (!isValidId(params.id)) notFound(pathname);
  const jackpots = await context.api('Jackpots.get', {});
  const jackpot = jackpots.find((candidate) => String(candidate.id) === params.id);
  if (!jackpot) notFound(pathname);
  const winners = await context.api('Jackpots.getWinners', { jackpot_id: jackpot.id, count: 20 });
  return { jackpot, winners };
}

export default function Jackpot({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const paths = usePaths();
  const [jackpot = loaderData.jackpot] = useLiveJackpots([loaderData.jackpot]).filter(
    (candidate) => candidate.id === loaderData.jackpot.id,
  );
  return (
    <div className="container section">
      <h1 className="page-title">{jackpot.name}</h1>
      <div className="jackpot-grid">
        <JackpotCard jackpot={jackpot} />
      </div>
      <p>{t('jackpots.seed', { amount: formatMoney(jackpot.seed_amount, jackpot.currency) })}</p>
      <p className="jackpot-fairness">
        {t('jackpots.nextSeedHash')} <code>{jackpot.server_seed_hash}</code>
      </p>
      <p>
        <Link className="button" to={paths.gamehall({ category: 'jackpot' })}>
          {t('jackpots.playGames')}
        </Link>
      </p>
      <h2>{t('jackpots.latestWinners')}</h2>
      <WinnersList winners={loaderData.winners} />
    </div>
  );
}

import { JackpotCard } from '../features/jackpots/jackpot-card.tsx';
import jackpotsCss from '../features/jackpots/jackpots.css?url';
import { useLiveJackpots } from '../features/jackpots/use-live-jackpots.ts';
import { WinnersList } from '../features/jackpots/winners-list.tsx';
import { useT } from '../lib/i18n.ts';
import type { Route } from './+types/jackpots';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: jackpotsCss }];

export async function loader({ context }: Route.LoaderArgs) {
  const [jackpots, winners] = await Promise.all([
    context.api('Jackpots.get', {}),
    context.api('Jackpots.getWinners', { count: 10 }),
  ]);
  return { jackpots, winners };
}

export default function Jackpots({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const jackpots = useLiveJackpots(loaderData.jackpots);
  return (
    <div className="container section">
      <h1 className="page-title">{t('jackpots.title')}</h1>
      <p>{t('jackpots.howItWorks')}</p>
      <div className="jackpot-grid">
        {jackpots.map((jackpot) => (
          <JackpotCard key={jackpot.id} jackpot={jackpot} />
        ))}
      </div>
      <h2>{t('jackpots.latestWinners')}</h2>
      <WinnersList winners={loaderData.winners} />
    </div>
  );
}

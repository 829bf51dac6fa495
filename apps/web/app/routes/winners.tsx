import jackpotsCss from '../features/jackpots/jackpots.css?url';
import { WinnersList } from '../features/jackpots/winners-list.tsx';
import { useT } from '../lib/i18n.ts';
import type { Route } from './+types/winners';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: jackpotsCss }];

export async function loader({ context }: Route.LoaderArgs) {
  return { winners: await context.api('Jackpots.getWinners', { count: 50 }) };
}

export default function Winners({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <div className="container section">
      <h1 className="page-title">{t('jackpots.winnersTitle')}</h1>
      <WinnersList winners={loaderData.winners} />
    </div>
  );
}

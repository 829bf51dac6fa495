import { Outlet } from 'react-router';
import { BetSlip } from '../features/sportsbook/bet-slip.tsx';
import { BetSlipProvider } from '../features/sportsbook/bet-slip-context.tsx';
import sportsbookCss from '../features/sportsbook/sportsbook.css?url';
import { readOddsFormatCookie } from '../lib/odds-format-cookie.ts';
import type { Route } from './+types/betting-layout';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: sportsbookCss }];

/** The sportsbook's frame: its pages beside the bet slip, which stays put while the player browses. */
export function loader({ request }: Route.LoaderArgs) {
  return { oddsFormat: readOddsFormatCookie(request.headers.get('cookie')) };
}

export default function BettingLayout({ loaderData }: Route.ComponentProps) {
  return (
    <BetSlipProvider initialOddsFormat={loaderData.oddsFormat}>
      <div className="container section sportsbook">
        <div className="sportsbook__main">
          <Outlet />
        </div>
        <BetSlip />
      </div>
    </BetSlipProvider>
  );
}

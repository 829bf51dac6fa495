import { Outlet } from 'react-router';
import { RealityCheck } from '../features/responsible-gaming/reality-check.tsx';
import { BetSlip } from '../features/sportsbook/bet-slip.tsx';
import { BetSlipProvider } from '../features/sportsbook/bet-slip-context.tsx';
import { BettingBonusNotice } from '../features/sportsbook/betting-bonus-notice.tsx';
import sportsbookCss from '../features/sportsbook/sportsbook.css?url';
import { readOddsFormatCookie } from '../lib/odds-format-cookie.ts';
import { pageLocale } from '../lib/route-locale.server.ts';
import { usePaths, useShell } from '../lib/use-shell.ts';
import type { Route } from './+types/betting-layout';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: sportsbookCss }];

/**
 * The sportsbook's frame: its pages beside the bet slip, which stays put while the player browses, and
 * the player's active betting bonus above them when the backend flag notice-betting visibility is on.
 * A signed-in player's reality checks run here as on game pages (betting is play too); "Stop" goes home.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const oddsFormat = readOddsFormatCookie(request.headers.get('cookie'));
  if (!context.signedIn) return { oddsFormat, bettingBonus: null };
  const { locale } = await pageLocale(context, request);
  const cms = await context.content.cmsConfig(locale);
  if (cms.flags.noticeBettingVisible !== true) return { oddsFormat, bettingBonus: null };
  const bonuses = await context.api('BettingBonuses.get');
  return { oddsFormat, bettingBonus: bonuses.find((bonus) => bonus.status === 'active') ?? null };
}

export default function BettingLayout({ loaderData }: Route.ComponentProps) {
  const { user } = useShell();
  const paths = usePaths();
  return (
    <BetSlipProvider initialOddsFormat={loaderData.oddsFormat}>
      <div className="container section sportsbook">
        <div className="sportsbook__main">
          {loaderData.bettingBonus ? <BettingBonusNotice bonus={loaderData.bettingBonus} /> : null}
          <Outlet />
        </div>
        <BetSlip />
      </div>
      {user ? <RealityCheck leaveTo={paths.home()} /> : null}
    </BetSlipProvider>
  );
}

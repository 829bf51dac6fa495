import { SPORTSBOOK_SYSNAME } from '../constants.ts';
import type { BettingFilter } from '../routing/site-paths.ts';
import { SPORTS, type Sport } from './sports.ts';

/** A game of the catalogue's `betting` type (spec §1): a door into the sportsbook, not a house game. */
export interface BettingGame {
  sysname: string;
  title: string;
  /** The sportsbook page it opens. */
  filter: BettingFilter;
}

const SPORT_TITLES: Record<Sport, string> = {
  football: 'Football betting',
  tennis: 'Tennis betting',
  basketball: 'Basketball betting',
  'ice-hockey': 'Ice hockey betting',
  esports: 'Esports betting',
  volleyball: 'Volleyball betting',
};

/**
 * The betting games: the whole book (`sportsbook`, whose rounds carry the sports bets), live betting,
 * and one per sport of the feed.
 */
export const BETTING_GAMES: readonly BettingGame[] = [
  { sysname: SPORTSBOOK_SYSNAME, title: 'Sportsbook', filter: {} },
  { sysname: 'sportsbook-live', title: 'Live betting', filter: { status: 'live' } },
  ...SPORTS.map((sport) => ({
    sysname: `sportsbook-${sport}`,
    title: SPORT_TITLES[sport],
    filter: { sport },
  })),
];

/** The sportsbook page a betting game opens; the whole book for one it does not know. */
export function bettingGameFilter(sysname: string): BettingFilter {
  return BETTING_GAMES.find((game) => game.sysname === sysname)?.filter ?? {};
}

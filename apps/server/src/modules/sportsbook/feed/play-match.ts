import { playBasketballMatch } from './basketball-match.ts';
import type { Fixture } from './fixtures.ts';
import { FOOTBALL, ICE_HOCKEY, playGoalMatch } from './goal-match.ts';
import { ESPORTS, playSetMatch, VOLLEYBALL } from './set-match.ts';
import type { SimulatedMatch } from './simulated-match.ts';
import { playTennisMatch } from './tennis-match.ts';

/** The simulator of a fixture's sport, played from the feed seed. */
export function playMatch(fixture: Fixture, seed: string): SimulatedMatch {
  switch (fixture.sport) {
    case 'football':
      return playGoalMatch(FOOTBALL, fixture, seed);
    case 'ice-hockey':
      return playGoalMatch(ICE_HOCKEY, fixture, seed);
    case 'tennis':
      return playTennisMatch(fixture, seed);
    case 'basketball':
      return playBasketballMatch(fixture, seed);
    case 'volleyball':
      return playSetMatch(VOLLEYBALL, fixture, seed);
    case 'esports':
      return playSetMatch(ESPORTS, fixture, seed);
  }
}

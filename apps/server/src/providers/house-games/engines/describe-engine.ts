import { describeBlackjack } from './blackjack.ts';
import { describeCrash } from './crash.ts';
import { describeDice } from './dice.ts';
import type { BetLimits, EngineDescription } from './engine-common.ts';
import { describeHighLow } from './high-low.ts';
import { describeMines } from './mines.ts';
import { describeRoulette } from './roulette.ts';
import { describeSlot, type SlotConfig } from './slot.ts';

/** How a catalogue game is set up on its engine (the RTP defaults to 99% where it is configurable). */
export type EngineSettings =
  | { engine: 'slot'; config: SlotConfig; betLimits?: BetLimits }
  | { engine: 'dice' | 'crash' | 'mines' | 'high_low'; rtpBp?: number; betLimits?: BetLimits }
  | { engine: 'roulette' | 'live_roulette' | 'blackjack'; betLimits?: BetLimits };

/** The rules, RTP, limits and paytable the game UI shows for a game. */
export function describeEngine(settings: EngineSettings): EngineDescription {
  switch (settings.engine) {
    case 'slot':
      return describeSlot(settings.config, settings.betLimits);
    case 'dice':
      return describeDice(settings.rtpBp, settings.betLimits);
    case 'crash':
      return describeCrash(settings.rtpBp, settings.betLimits);
    case 'mines':
      return describeMines(settings.rtpBp, settings.betLimits);
    case 'high_low':
      return describeHighLow(settings.rtpBp, settings.betLimits);
    case 'roulette':
    case 'live_roulette':
      return describeRoulette(settings.betLimits, settings.engine);
    case 'blackjack':
      return describeBlackjack(settings.betLimits);
  }
}

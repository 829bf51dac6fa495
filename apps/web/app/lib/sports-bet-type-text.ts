import type { SportsBet } from '@casino/shared/contract/sports-bets.contract';
import { NAMED_SYSTEMS } from '@casino/shared/sportsbook/bet-types';

/** The message key and values naming a bet's type: Single, Accumulator, System 2 from 3, Trixie. */
export function betTypeText(bet: Pick<SportsBet, 'type' | 'size' | 'legs'>): {
  key: string;
  values?: Record<string, number>;
} {
  if (bet.type in NAMED_SYSTEMS) return { key: `sportsbook.slip.systems.${bet.type}` };
  if (bet.type === 'system') {
    return { key: 'sportsbook.history.system', values: { size: bet.size ?? 0, count: bet.legs.length } };
  }
  return { key: `sportsbook.history.${bet.type}` };
}

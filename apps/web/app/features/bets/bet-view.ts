import type { SportsBet, SportsBetLeg } from '@casino/shared/contract/sports-bets.contract';
import { NAMED_SYSTEMS } from '@casino/shared/sportsbook/bet-types';
import type { MarketShape } from '@casino/shared/sportsbook/market-labels';

/** won / lost / neutral: the badge shows the status as text, the colour only repeats it. */
export function statusTone(status: SportsBet['status']): 'success' | 'danger' | 'neutral' {
  if (status === 'won' || status === 'cashed_out') return 'success';
  if (status === 'lost') return 'danger';
  return 'neutral';
}

/** Still to be decided: its stake is at risk and it may have a cash-out offer. */
export function isOpen(bet: Pick<SportsBet, 'status'>): boolean {
  return bet.status === 'open' || bet.status === 'pending';
}

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

/** A system bet's lines are worth naming; a single or an accumulator is one line. */
export function showsLines(bet: Pick<SportsBet, 'type'>): boolean {
  return bet.type !== 'single' && bet.type !== 'accumulator';
}

/** The market a leg bought, as the labels read it (the bet keeps the definition as a plain record). */
export function legMarket(leg: Pick<SportsBetLeg, 'market' | 'market_key'>): MarketShape {
  const { kind, scope, line } = leg.market;
  return {
    kind: typeof kind === 'string' ? kind : leg.market_key,
    ...(typeof scope === 'string' ? { scope } : {}),
    ...(typeof line === 'number' ? { line } : {}),
  };
}

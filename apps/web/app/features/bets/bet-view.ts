import type { SportsBet, SportsBetLeg } from '@casino/shared/contract/sports-bets.contract';
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

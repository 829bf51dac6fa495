import { describe, expect, it } from 'vitest';
import { betTypeText } from '../../lib/sports-bet-type-text.ts';
import { isOpen, legMarket, showsLines, statusTone } from './bet-view.ts';

const legs = (count: number) => Array.from({ length: count }, () => ({}) as never);

describe('a bet as the history shows it', () => {
  it('names its type: single, accumulator, k from n, or the named system', () => {
    expect(betTypeText({ type: 'single', size: null, legs: legs(1) })).toEqual({
      key: 'sportsbook.history.single',
    });
    expect(betTypeText({ type: 'accumulator', size: null, legs: legs(3) })).toEqual({
      key: 'sportsbook.history.accumulator',
    });
    expect(betTypeText({ type: 'system', size: 2, legs: legs(3) })).toEqual({
      key: 'sportsbook.history.system',
      values: { size: 2, count: 3 },
    });
    expect(betTypeText({ type: 'trixie', size: null, legs: legs(3) })).toEqual({
      key: 'sportsbook.slip.systems.trixie',
    });
    expect(showsLines({ type: 'trixie' })).toBe(true);
    expect(showsLines({ type: 'accumulator' })).toBe(false);
  });

  it('reads the market a leg bought, ignoring what is not a kind, scope or line', () => {
    expect(
      legMarket({
        market_key: 'total:first-half:2.5',
        market: { kind: 'total', scope: 'first-half', line: 2.5 },
      }),
    ).toEqual({ kind: 'total', scope: 'first-half', line: 2.5 });
    expect(
      legMarket({ market_key: 'match-result:match', market: { kind: 'match-result', line: 'x' } }),
    ).toEqual({
      kind: 'match-result',
    });
    expect(legMarket({ market_key: 'odd', market: {} })).toEqual({ kind: 'odd' });
  });

  it('tells open bets and colours the settled ones', () => {
    expect(isOpen({ status: 'open' })).toBe(true);
    expect(isOpen({ status: 'pending' })).toBe(true);
    expect(isOpen({ status: 'cashed_out' })).toBe(false);
    expect(statusTone('won')).toBe('success');
    expect(statusTone('cashed_out')).toBe('success');
    expect(statusTone('lost')).toBe('danger');
    expect(statusTone('void')).toBe('neutral');
  });
});

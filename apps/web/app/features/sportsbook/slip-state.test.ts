import { describe, expect, it } from 'vitest';
import {
  EMPTY_SLIP,
  parseStoredSlip,
  type SlipSelection,
  type SlipState,
  selectionKey,
  slipReducer,
  stakeMinor,
  summarize,
  systemChoices,
} from './slip-state.ts';

const pick = (event: string, odds: number, market = 'match-result:match'): SlipSelection => ({
  event_id: event,
  market_key: market,
  selection_key: 'home',
  odds,
  event_name: `${event} home v away`,
  market_name: 'Match result',
  selection_name: 'Home',
});

const withPicks = (...picks: SlipSelection[]): SlipState =>
  picks.reduce((state, selection) => slipReducer(state, { type: 'toggle', selection }), EMPTY_SLIP);

describe('the bet slip', () => {
  it('adds and removes a selection by clicking it again, offering an accumulator from two', () => {
    const one = withPicks(pick('a', 2_000));
    expect(one.mode).toBe('singles');
    const two = slipReducer(one, { type: 'toggle', selection: pick('b', 1_500) });
    expect(two.mode).toBe('accumulator');
    const back = slipReducer(two, { type: 'toggle', selection: pick('b', 1_500) });
    expect(back.selections.map(selectionKey)).toEqual(['a/match-result:match/home']);
    expect(back.mode).toBe('singles');
  });

  it('offers k-of-n systems and the named systems of n', () => {
    expect(systemChoices(2)).toEqual([]);
    expect(systemChoices(3)).toEqual(['2', 'trixie', 'patent']);
    expect(systemChoices(4)).toEqual(['2', '3', 'yankee', 'lucky-15']);
  });

  it('sums singles, accumulators and systems with lines and total stake', () => {
    const state = { ...withPicks(pick('a', 2_000), pick('b', 2_000), pick('c', 2_000)), stake: '1' };
    expect(summarize({ ...state, mode: 'singles' }, 'USD')).toMatchObject({
      lines: 3,
      totalStake: 300,
      potentialReturn: 600,
    });
    expect(summarize({ ...state, mode: 'accumulator' }, 'USD')).toMatchObject({
      lines: 1,
      totalStake: 100,
      potentialReturn: 800,
      totalOdds: 8_000,
    });
    expect(summarize({ ...state, mode: 'system', system: 'trixie' }, 'USD')).toMatchObject({
      lines: 4,
      totalStake: 400,
      potentialReturn: 2_000,
    });
    expect(summarize({ ...state, mode: 'accumulator', stake: '' }, 'USD').problem).toBe('invalidStake');
  });

  it("reads the typed stake in the player's currency: 1 is one USDT, not a hundred micro-units", () => {
    const state = { ...withPicks(pick('a', 2_000)), stake: '1', mode: 'singles' as const };
    expect(summarize(state, 'USDT')).toMatchObject({ totalStake: 1_000_000, potentialReturn: 2_000_000 });
    expect(stakeMinor('0.000001', 'USDT')).toBe(1);
    expect(stakeMinor('0.000001', 'USD')).toBeUndefined();
  });

  it('refuses to combine two selections of one event', () => {
    const state = {
      ...withPicks(pick('a', 2_000), pick('a', 1_800, 'total:match:2.5')),
      stake: '5',
    };
    expect(summarize(state, 'USD').problem).toBe('sameEvent');
  });

  it('restores what was stored and ignores anything else', () => {
    const state = { ...withPicks(pick('a', 2_000), pick('b', 1_500)), stake: '2.50' };
    expect(parseStoredSlip(JSON.stringify(state))).toEqual(state);
    expect(parseStoredSlip('not json')).toEqual(EMPTY_SLIP);
    expect(parseStoredSlip(JSON.stringify({ selections: [{ event_id: 1 }], mode: 'wild' }))).toEqual(
      EMPTY_SLIP,
    );
  });
});

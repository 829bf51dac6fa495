import { describe, expect, it } from 'vitest';
import { BETTING_GAMES, bettingGameFilter } from './betting-games.ts';
import { SPORTS } from './sports.ts';

describe('betting games', () => {
  it('open the whole book, the live list or one sport', () => {
    expect(bettingGameFilter('sportsbook')).toEqual({});
    expect(bettingGameFilter('sportsbook-live')).toEqual({ status: 'live' });
    for (const sport of SPORTS) expect(bettingGameFilter(`sportsbook-${sport}`)).toEqual({ sport });
    expect(bettingGameFilter('sportsbook-curling')).toEqual({});
  });

  it('have distinct sysnames', () => {
    const sysnames = BETTING_GAMES.map((game) => game.sysname);
    expect(new Set(sysnames).size).toBe(sysnames.length);
  });
});

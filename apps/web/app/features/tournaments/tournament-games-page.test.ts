import { GAMES_MAX_COUNT } from '@casino/shared/constants';
import { describe, expect, it } from 'vitest';
import { doublingFrom, tournamentGamesPageSize } from './tournament-games-page.ts';

describe('the tournament game hall page size from cms-config tournaments', () => {
  it('takes tournaments.pageSize, else 12', () => {
    expect(tournamentGamesPageSize({ pageSize: 8 })).toBe(8);
    expect(tournamentGamesPageSize({ pageSize: 12 })).toBe(12);
    expect(tournamentGamesPageSize(undefined)).toBe(12);
    expect(tournamentGamesPageSize({ pageSize: 0 })).toBe(12);
    expect(tournamentGamesPageSize({ pageSize: '20' })).toBe(12);
    expect(tournamentGamesPageSize({ pageSize: 10_000 })).toBe(GAMES_MAX_COUNT);
  });

  it('doubles from the configured first page', () => {
    const next = doublingFrom(8);
    expect(next(8)).toBe(8);
    expect(next(16)).toBe(16);
    expect(next(3)).toBe(8);
    expect(next(GAMES_MAX_COUNT)).toBe(GAMES_MAX_COUNT);
  });
});

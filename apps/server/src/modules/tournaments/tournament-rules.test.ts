import { describe, expect, it } from 'vitest';
import { placesOf, roundPoints, splitPrizes, tournamentStatus } from './tournament-rules.ts';

describe('roundPoints', () => {
  it.each([
    // rule, min stake, bet, win, points
    [{ rule: 'total_win' } as const, 0, 100, 250, 250],
    [{ rule: 'total_win' } as const, 0, 100, 0, 0],
    [{ rule: 'total_win' } as const, 200, 100, 5000, undefined],
    [{ rule: 'biggest_multiplier' } as const, 0, 200, 500, 250],
    [{ rule: 'biggest_multiplier' } as const, 0, 300, 100, 33],
    [{ rule: 'biggest_multiplier' } as const, 100, 99, 10_000, undefined],
    [{ rule: 'stake_points', per: 100, points: 1 } as const, 0, 250, 0, 2],
    [{ rule: 'stake_points', per: 100, points: 5 } as const, 100, 1000, 50, 50],
    [{ rule: 'stake_points', per: 100, points: 1 } as const, 0, 99, 0, 0],
    [{ rule: 'total_win' } as const, 0, 0, 100, undefined],
  ])('%o, min stake %i, bet %i, win %i → %s', (scoring, minStake, bet, win, points) => {
    expect(roundPoints(scoring, minStake, { total_bet: bet, total_win: win })).toBe(points);
  });
});

describe('splitPrizes', () => {
  const standings = (...points: number[]) =>
    points.map((value, index) => ({ user_id: index + 1, points: value }));
  it.each([
    [
      'no ties',
      [500, 300, 200],
      standings(90, 80, 70, 60),
      [
        [1, 1, 500],
        [2, 2, 300],
        [3, 3, 200],
      ],
    ],
    [
      'two share first',
      [500, 300, 200],
      standings(90, 90, 70),
      [
        [1, 1, 400],
        [2, 1, 400],
        [3, 3, 200],
      ],
    ],
    [
      'tie across the last paid place',
      [500, 300, 200],
      standings(90, 80, 70, 70),
      [
        [1, 1, 500],
        [2, 2, 300],
        [3, 3, 100],
        [4, 3, 100],
      ],
    ],
    [
      'odd pot: the earlier gets the extra unit',
      [500, 300, 201],
      standings(90, 80, 80, 80),
      [
        [1, 1, 500],
        [2, 2, 167],
        [3, 2, 167],
        [4, 2, 167],
      ],
    ],
    [
      'leftover to the earliest',
      [10, 0],
      standings(5, 5, 5),
      [
        [1, 1, 4],
        [2, 1, 3],
        [3, 1, 3],
      ],
    ],
    ['fewer players than prizes', [500, 300, 200], standings(10), [[1, 1, 500]]],
    ['no points, no prize', [500, 300], standings(10, 0), [[1, 1, 500]]],
    ['nobody', [500], [], []],
  ])('%s', (_name, prizes, table, expected) => {
    expect(splitPrizes(prizes, table).map((award) => [award.user_id, award.place, award.amount])).toEqual(
      expected,
    );
  });

  const pack = (count: number, game = 'secrets-of-gems') => ({
    freeSpins: { titles: { en: 'Spins' }, game, count, stake: 20, days: 7, wager: 10 },
  });

  it.each([
    [
      'a free-spin place',
      [500, pack(30)],
      standings(9, 8),
      [
        [1, 1, 500, 0],
        [2, 2, 0, 30],
      ],
    ],
    [
      'a tie over cash and spins splits each apart',
      [500, 300, pack(31)],
      standings(9, 8, 8),
      [
        [1, 1, 500, 0],
        [2, 2, 150, 16],
        [3, 2, 150, 15],
      ],
    ],
    [
      'tied over two packs: their spins on the first pack’s terms',
      [pack(10), pack(5, 'other-slot')],
      standings(4, 4),
      [
        [1, 1, 0, 8],
        [2, 1, 0, 7],
      ],
    ],
    ['spins too few to share leave the last without', [pack(1)], standings(3, 3), [[1, 1, 0, 1]]],
  ])('%s (decision 0044)', (_name, prizes, table, expected) => {
    const awards = splitPrizes(prizes, table);
    expect(
      awards.map((award) => [award.user_id, award.place, award.amount, award.freeSpins?.count ?? 0]),
    ).toEqual(expected);
    for (const award of awards)
      if (award.freeSpins) expect(award.freeSpins.terms.game).toBe('secrets-of-gems');
  });

  it('pays out no more than the prize table', () => {
    const awards = splitPrizes([1000, 500, 250, 1], standings(7, 7, 7, 7, 7, 7, 7));
    expect(awards.reduce((sum, award) => sum + award.amount, 0)).toBe(1751);
  });
});

describe('placesOf', () => {
  it.each([
    [[90, 80, 80, 70], 1, 0, [1, 2, 2, 4]],
    [[80, 80, 70], 2, 1, [2, 2, 4]],
    [[50, 50], 3, 10, [3, 3]],
    [[], 1, 0, []],
  ])('%o from place %i at offset %i', (points, first, offset, expected) => {
    expect(placesOf(points, first, offset)).toEqual(expected);
  });
});

describe('tournamentStatus', () => {
  const period = { starts_at: new Date('2026-11-01T00:00:00Z'), ends_at: new Date('2026-12-01T00:00:00Z') };
  it.each([
    ['2026-10-31T23:59:59Z', 'upcoming'],
    ['2026-11-01T00:00:00Z', 'running'],
    ['2026-11-30T23:59:59Z', 'running'],
    ['2026-12-01T00:00:00Z', 'finished'],
  ])('%s → %s', (at, status) => {
    expect(tournamentStatus(period, new Date(at))).toBe(status);
  });
});

import type { TournamentStatus } from '@casino/shared/contract/tournaments.contract';
import type { FreeSpinTerms } from '../../db/tables/free-spins.table.ts';
import type { TournamentPrize, TournamentScoring } from '../../db/tables/tournaments.table.ts';

/** Derived from the clock alone: a tournament runs from `starts_at` (inclusive) to `ends_at` (exclusive). */
export function tournamentStatus(period: { starts_at: Date; ends_at: Date }, now: Date): TournamentStatus {
  if (now < period.starts_at) return 'upcoming';
  return now < period.ends_at ? 'running' : 'finished';
}

export interface ClosedRound {
  total_bet: number;
  total_win: number;
}

/**
 * What one closed round scores, or undefined when it does not qualify (staked below `minStake`, or
 * staked nothing). A multiplier is kept in hundredths so points stay integers.
 */
export function roundPoints(
  scoring: TournamentScoring,
  minStake: number,
  round: ClosedRound,
): number | undefined {
  if (round.total_bet <= 0 || round.total_bet < minStake) return undefined;
  switch (scoring.rule) {
    case 'total_win':
      return round.total_win;
    case 'biggest_multiplier':
      // not money: the multiplier in hundredths
      return Math.floor((round.total_win * 100) / round.total_bet);
    case 'stake_points':
      return Math.floor(round.total_bet / scoring.per) * scoring.points;
  }
}

/** A player's points add up, except under the biggest-multiplier rule, where the best round counts. */
export function keepsBest(scoring: TournamentScoring): boolean {
  return scoring.rule === 'biggest_multiplier';
}

export interface Standing {
  user_id: number;
  points: number;
}

export interface PrizeAward {
  user_id: number;
  /** The place shared by everyone with the same points (1, 2, 2, 4, …). */
  place: number;
  points: number;
  /** Cash in minor units (0: none). */
  amount: number;
  /** Free spins won (null: none): `count` spins on the terms of the place's pack. */
  freeSpins: { terms: FreeSpinTerms; count: number } | null;
}

/** `pot` shared by `players` evenly, the units left over one each to the first of them. */
function shares(pot: number, players: number): number[] {
  const share = Math.floor(pot / players);
  const leftover = pot - share * players;
  return Array.from({ length: players }, (_, position) => share + (position < leftover ? 1 : 0));
}

/**
 * Splits the prize table over the final standings (best first, ties in the order they were reached).
 * Players with equal points share a place and split the prizes of the places they cover evenly: the
 * cash, and apart from it the free spins (decision 0044: the spins of every pack row covered, on the
 * terms of the first of them); the units and spins left over go one each to whoever reached the score
 * first. Players without points win nothing, and a prize nobody reaches stays unpaid.
 */
export function splitPrizes(
  prizes: readonly TournamentPrize[],
  standings: readonly Standing[],
): PrizeAward[] {
  const awards: PrizeAward[] = [];
  const ranked = standings.filter((standing) => standing.points > 0);
  let index = 0;
  while (index < ranked.length && index < prizes.length) {
    const points = (ranked[index] as Standing).points;
    let end = index;
    while (end < ranked.length && (ranked[end] as Standing).points === points) end += 1;
    const group = ranked.slice(index, end);
    const covered = prizes.slice(index, end);
    const cash = shares(
      covered.reduce<number>((sum, prize) => sum + (typeof prize === 'number' ? prize : 0), 0),
      group.length,
    );
    const packs = covered.flatMap((prize) => (typeof prize === 'number' ? [] : [prize.freeSpins]));
    const spins = shares(
      packs.reduce((sum, pack) => sum + pack.count, 0),
      group.length,
    );
    group.forEach((standing, position) => {
      const amount = cash[position] as number;
      const count = spins[position] as number;
      if (amount === 0 && count === 0) return;
      awards.push({
        user_id: standing.user_id,
        place: index + 1,
        points,
        amount,
        freeSpins: count > 0 ? { terms: packs[0] as FreeSpinTerms, count } : null,
      });
    });
    index = end;
  }
  return awards;
}

/** The cash of a prize table, in minor units (free-spin rows are not money). */
export function cashOf(prizes: readonly TournamentPrize[]): number {
  return prizes.reduce<number>((sum, prize) => sum + (typeof prize === 'number' ? prize : 0), 0);
}

/**
 * Competition places (1, 2, 2, 4, …) of a leaderboard slice starting at row `offset` (0-based), given the
 * first row's place: a row's place is one more than the rows ahead of it with more points.
 */
export function placesOf(points: readonly number[], firstPlace: number, offset: number): number[] {
  const places: number[] = [];
  points.forEach((value, position) => {
    if (position === 0) places.push(firstPlace);
    else
      places.push(value === points[position - 1] ? (places[position - 1] as number) : offset + position + 1);
  });
  return places;
}

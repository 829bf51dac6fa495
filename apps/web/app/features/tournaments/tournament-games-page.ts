import { GAMES_MAX_COUNT, TOURNAMENT_GAMES_PAGE_SIZE } from '@casino/shared/constants';

/**
 * How many games a tournament's game hall shows first: cms-config `tournaments.pageSize` (spec §3 content
 * data), else the spec §9 default of 12; at most the catalogue's page cap.
 */
export function tournamentGamesPageSize(tournaments: unknown): number {
  const size = (tournaments as { pageSize?: unknown } | undefined)?.pageSize;
  return typeof size === 'number' && Number.isInteger(size) && size > 0
    ? Math.min(size, GAMES_MAX_COUNT)
    : TOURNAMENT_GAMES_PAGE_SIZE;
}

/** Spec §9: each "Show more" doubles what is shown (never fewer than the first page, at most the cap). */
export function doublingFrom(pageSize: number): (shown: number) => number {
  return (shown) => Math.min(Math.max(shown, pageSize), GAMES_MAX_COUNT);
}

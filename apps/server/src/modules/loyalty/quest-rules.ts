import type { LoyaltyQuestGoal, LoyaltyQuestPeriod } from '../../db/tables/loyalty.table.ts';

/** The start of the period `now` falls in, in UTC; a quest without resets has one period from 1970. */
export function periodStart(period: LoyaltyQuestPeriod, now: Date): Date {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const day = now.getUTCDate();
  switch (period) {
    case 'day':
      return new Date(Date.UTC(year, month, day));
    case 'week': {
      // Weeks start on Monday (ISO 8601); getUTCDay is 0 on Sunday.
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      return new Date(Date.UTC(year, month, day - sinceMonday));
    }
    case 'month':
      return new Date(Date.UTC(year, month, 1));
    case 'none':
      return new Date(0);
  }
}

/** When progress starts again after `now`, or null for a quest that never resets. */
export function nextReset(period: LoyaltyQuestPeriod, now: Date): Date | null {
  const start = periodStart(period, now);
  switch (period) {
    case 'day':
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 1));
    case 'week':
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 7));
    case 'month':
      return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
    case 'none':
      return null;
  }
}

/** What happened that may advance a quest. */
export type QuestEvent = { kind: 'round'; programmeId: number; gameType: string } | { kind: 'deposit' };

/** Whether `event` counts towards a quest of `programmeId` with `goal`. */
export function advances(goal: LoyaltyQuestGoal, programmeId: number, event: QuestEvent): boolean {
  if (event.kind === 'deposit') return goal.kind === 'deposits';
  // A quest for rounds of any game means casino games: sports bets count only for a `betting` quest.
  return (
    goal.kind === 'rounds' &&
    programmeId === event.programmeId &&
    (goal.gameType === undefined ? event.gameType !== 'betting' : goal.gameType === event.gameType)
  );
}

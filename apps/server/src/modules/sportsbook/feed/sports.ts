import { SPORTS, type Sport } from '@casino/shared/sportsbook/sports';

/** The sports the feed covers (named in shared code: the API filters by them) and how each is scheduled. */
export { SPORTS, type Sport };

export type Side = 'home' | 'away';

/** Fixtures a day per sport: together several hundred a week and several live at any moment. */
export const FIXTURES_PER_DAY: Record<Sport, number> = {
  football: 40,
  tennis: 24,
  basketball: 12,
  'ice-hockey': 10,
  esports: 12,
  volleyball: 8,
};

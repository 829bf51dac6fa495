/** The sports the built-in feed covers and how each is scheduled (spec §1 types include betting). */
export const SPORTS = ['football', 'tennis', 'basketball', 'ice-hockey', 'esports', 'volleyball'] as const;

export type Sport = (typeof SPORTS)[number];

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

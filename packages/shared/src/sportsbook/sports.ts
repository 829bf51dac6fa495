/** The sports the built-in feed covers (spec §1 types include betting); the API's sport filter names them. */
export const SPORTS = ['football', 'tennis', 'basketball', 'ice-hockey', 'esports', 'volleyball'] as const;

export type Sport = (typeof SPORTS)[number];

/** The events list's status filter: playing now, not started, or starting within two hours. */
export const EVENT_STATUSES = ['live', 'upcoming', 'soon'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

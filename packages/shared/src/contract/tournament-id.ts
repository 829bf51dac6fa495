/**
 * A tournament's id as the platform issues it (a serial number): what `tournaments.get` takes, and so
 * what a tournament page's address must carry before its loader asks for it.
 */
export const TOURNAMENT_ID = /^[1-9]\d{0,8}$/;

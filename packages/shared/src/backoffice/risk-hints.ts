/**
 * The withdrawal queue's risk hints (issue 18, decision 0055): reasons to look twice before approving,
 * computed by the server for a whole page at once. A hint is not a refusal; staff decide.
 */

/** A player registered fewer days ago than this is new. */
export const NEW_PLAYER_DAYS = 7;
/** A single round or bet since the last deposit that won at least this many times that deposit. */
export const BIG_WIN_MULTIPLE = 10;

export const RISK_HINTS = ['new_player', 'big_win', 'unverified'] as const;
export type RiskHint = (typeof RISK_HINTS)[number];

export const RISK_HINT_LABELS: Record<RiskHint, { label: string; explanation: string }> = {
  new_player: {
    label: 'New player',
    explanation: `Registered less than ${NEW_PLAYER_DAYS} days before asking`,
  },
  big_win: {
    label: 'Big win',
    explanation: `One round or bet won at least ${BIG_WIN_MULTIPLE}× the last deposit since it (or anything, with no deposit)`,
  },
  unverified: { label: 'Unverified', explanation: 'Identity documents not approved' },
};

import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formInt, formText } from '../api/form-params.ts';
import { minorUnitsSchema } from '../money/amount-schema.ts';

/** Amounts are integer minor units, as everywhere in the API. */
const roundSchema = z.object({
  round_id: z.string(),
  game: z.string(),
  game_name: z.string(),
  currency: z.string(),
  status: z.enum(['open', 'closed']),
  bet: minorUnitsSchema(),
  win: minorUnitsSchema(),
  opened_at: z.string(),
  closed_at: z.string().nullable(),
});

const exportSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'ready', 'failed']),
  rows: z.number().int().nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});

/** A win of the recent wins feed: no more of the player than a masked nickname. */
const recentWinSchema = z.object({
  /** The round's own number: a new win has a new one. */
  id: z.number().int(),
  /** The winner's nickname (or login), masked: its first letters and asterisks. */
  player: z.string(),
  game: z.string(),
  game_name: z.string(),
  amount: minorUnitsSchema(),
  currency: z.string(),
  won_at: z.string(),
});

/** How many wins the feed shows, and the most one may ask for. */
export const RECENT_WINS_SHOWN = 10;
const RECENT_WINS_MAX = 50;

export type GameRound = z.infer<typeof roundSchema>;
export type RecentWin = z.infer<typeof recentWinSchema>;
export type GameHistoryExport = z.infer<typeof exportSchema>;

/** Where a ready export is downloaded (signed-in owner only). */
export const gameHistoryExportPath = (id: string) => `/games/history-export/${encodeURIComponent(id)}.csv`;

export const gameHistoryContract = {
  getHistory: defineAction({
    method: 'GET',
    access: 'user',
    summary: "The player's real-money game rounds with their bet and win, newest first.",
    params: z.object({
      offset: formInt({ min: 0, max: 1_000_000 }).default(0),
      count: formInt({ min: 1, max: 100 }).default(20),
    }),
    result: z.object({ count: z.number().int(), items: z.array(roundSchema) }),
  }),
  'games.getRecentWins': defineAction({
    method: 'GET',
    access: 'public',
    summary:
      'The latest real-money wins of any player (a round that paid at least 1.00 and more than its stake), ' +
      'newest first, each with the masked nickname, the game and the amount; pushed live on the topic ' +
      '`games.recent_wins`.',
    params: z.object({
      count: formInt({ min: 1, max: RECENT_WINS_MAX }).default(RECENT_WINS_SHOWN),
    }),
    result: z.array(recentWinSchema),
  }),
  createhistoryexportrequest: defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Starts a CSV export of the whole round history (when `is_game_history_export_enabled`); poll ' +
      '`gethistoryexportrequest` until it is ready, then download it.',
    params: z.object({}),
    result: exportSchema,
  }),
  gethistoryexportrequest: defineAction({
    method: 'GET',
    access: 'user',
    summary: 'The state of an export request; a ready one downloads from /games/history-export/{id}.csv.',
    params: z.object({ id: formText({ max: 64 }) }),
    result: exportSchema,
  }),
};

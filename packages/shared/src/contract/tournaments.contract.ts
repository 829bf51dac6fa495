import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formInt, formList } from '../api/form-params.ts';
import { minorUnitsSchema } from '../money/amount-schema.ts';
import { TOURNAMENT_ID } from './tournament-id.ts';

export const TOURNAMENT_STATUSES = ['upcoming', 'running', 'finished'] as const;
export type TournamentStatus = (typeof TOURNAMENT_STATUSES)[number];

export const SCORING_RULES = ['total_win', 'biggest_multiplier', 'stake_points'] as const;
export type ScoringRule = (typeof SCORING_RULES)[number];

/** Spec §3's tournament fields that `fields` may ask for on top of id, status, starts_at and ends_at. */
export const TOURNAMENT_FIELDS = [
  'description',
  'total_prize',
  'user_info',
  'winners',
  'restrictions',
  'total_participants',
  'total_points',
  'reset_on_cashout',
  'provider',
  'image_url',
  'tags',
  'extra',
  'games_count',
] as const;

/** The spec's client text when participating fails (spec §4, §8). */
export const PARTICIPATE_FAILED = 'Failed to participate in tournament';

const moneySchema = z.object({ amount: minorUnitsSchema(), currency: z.string() });

const tournamentSchema = z.object({
  id: z.number().int(),
  /** Derived from the clock: upcoming before starts_at, running until ends_at, finished after. */
  status: z.enum(TOURNAMENT_STATUSES),
  starts_at: z.string(),
  ends_at: z.string(),
  description: z.object({ title: z.string(), text: z.string(), rules: z.string() }).optional(),
  total_prize: moneySchema.optional(),
  /** The signed-in player's standing; null for guests. */
  user_info: z
    .object({
      participating: z.boolean(),
      place: z.number().int().nullable(),
      points: z.number().int(),
    })
    .nullable()
    .optional(),
  /** Paid prizes once the tournament has finished (empty before). */
  winners: z
    .array(
      z.object({
        place: z.number().int(),
        player: z.string(),
        points: z.number().int(),
        /** Cash won (amount 0 for free spins only). */
        prize: moneySchema,
        /** Free spins won (0: none). */
        free_spins: z.number().int(),
      }),
    )
    .optional(),
  restrictions: z
    .object({
      currency: z.string(),
      min_stake: minorUnitsSchema(),
      scoring: z.enum(SCORING_RULES),
      /** Opt-in: only players who pressed Participate score; otherwise every player does. */
      opt_in: z.boolean(),
      /** The tournament's games by sysname, or its category; neither: every game. */
      games: z.array(z.string()),
      category: z.string().nullable(),
    })
    .optional(),
  total_participants: z.number().int().optional(),
  total_points: z.number().int().optional(),
  reset_on_cashout: z.boolean().optional(),
  provider: z.string().nullable().optional(),
  image_url: z.string().optional(),
  tags: z.array(z.string()).optional(),
  /**
   * `prizes`: the cash prize of each place, first place first (0 for a place that wins free spins);
   * `free_spins`: per place the free-spin pack it wins, or null; `finished_at` once the prizes are paid.
   */
  extra: z
    .object({
      prizes: z.array(minorUnitsSchema()),
      free_spins: z.array(
        z.object({ count: z.number().int(), game: z.string(), stake: minorUnitsSchema() }).nullable(),
      ),
      finished_at: z.string().nullable(),
    })
    .optional(),
  games_count: z.number().int().optional(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

const boardEntrySchema = z.object({
  /** Equal points share a place (1, 2, 2, 4); the row order breaks ties by who reached them first. */
  place: z.number().int(),
  player: z.string(),
  points: z.number().int(),
  is_me: z.boolean(),
});
export type LeaderboardEntry = z.infer<typeof boardEntrySchema>;

const boardSchema = z.object({
  tournament_id: z.number().int(),
  items: z.array(boardEntrySchema),
  total: z.number().int(),
  /** The signed-in player's own row wherever it is; null for guests and non-participants. */
  me: boardEntrySchema.nullable(),
});
export type Leaderboard = z.infer<typeof boardSchema>;

const tournamentId = formInt({ min: 1 });

export const tournamentsContract = {
  'tournaments.get': defineAction({
    method: 'GET',
    access: 'public',
    summary:
      'Tournaments in display order. `status` filters (all by default), `ids` picks, `fields` narrows what ' +
      'each carries besides id, status, starts_at and ends_at (all of spec §3 by default).',
    params: z.object({
      count: formInt({ min: 1, max: 100 }).default(20),
      offset: formInt({ min: 0, max: 10_000 }).default(0),
      ids: formList(z.string().regex(TOURNAMENT_ID, 'Not a tournament id'), 100).optional(),
      fields: formList(z.enum(TOURNAMENT_FIELDS), TOURNAMENT_FIELDS.length).optional(),
      status: z.enum([...TOURNAMENT_STATUSES, 'all']).default('all'),
    }),
    result: z.array(tournamentSchema),
  }),
  'tournaments.participate': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Joins an upcoming or running tournament (again: no change); answers 1. A refusal is an ' +
      `InvalidParameter "${PARTICIPATE_FAILED}" with the reason in error_data.tournament_id ` +
      '(NOT_FOUND, FINISHED, CURRENCY).',
    params: z.object({ tournament_id: tournamentId }),
    result: z.literal(1),
  }),
  'leaderboard.get': defineAction({
    method: 'GET',
    access: 'public',
    summary: "A page of a tournament's leaderboard, best first, with the signed-in player's own row.",
    params: z.object({
      tournament_id: tournamentId,
      offset: formInt({ min: 0, max: 1_000_000 }).default(0),
      count: formInt({ min: 1, max: 100 }).default(20),
    }),
    result: boardSchema,
  }),
  'leaderboard.top': defineAction({
    method: 'GET',
    access: 'public',
    summary: "The best `count` of a tournament's leaderboard, with the signed-in player's own row.",
    params: z.object({ tournament_id: tournamentId, count: formInt({ min: 1, max: 100 }).default(10) }),
    result: boardSchema,
  }),
  'leaderboard.live': defineAction({
    method: 'GET',
    access: 'public',
    summary:
      "The rows around the signed-in player's place (`around` either side), to follow while playing; " +
      'the top rows for guests and players not on the board.',
    params: z.object({ tournament_id: tournamentId, around: formInt({ min: 1, max: 20 }).default(2) }),
    result: boardSchema,
  }),
} as const;

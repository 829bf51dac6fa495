import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formInt, formText } from '../api/form-params.ts';
import { EVENT_STATUSES, SPORTS } from '../sportsbook/sports.ts';

/** The sportsbook's feed, as the player browses it (issue 15). Odds are integers in thousandths (1.850 is 1850). */

const scoreSchema = z.object({ home: z.number().int(), away: z.number().int() });

const selectionSchema = z.object({
  key: z.string(),
  /** Localized: a team, "Draw", "Over 2.5", "Home +0.25", "2-1". */
  name: z.string(),
  odds: z.number().int(),
});

export const MARKET_KINDS = [
  'match-result',
  'double-chance',
  'total',
  'handicap',
  'both-score',
  'correct-score',
  'outright',
] as const;

const marketSchema = z.object({
  /** Stable within its event (`total:match:2.5`): what a bet refers to. */
  key: z.string(),
  kind: z.enum(MARKET_KINDS),
  /** The score it settles on: match, first-half, games (tennis) or set-1. */
  scope: z.string(),
  line: z.number().nullable(),
  /** Localized, e.g. "Total 2.5 · 1st half". */
  name: z.string(),
  selections: z.array(selectionSchema),
});

const sideSchema = z.object({ id: z.string(), name: z.string() });

export const EVENT_PHASES = ['not-started', 'live', 'interval', 'ended'] as const;

const eventSchema = z.object({
  id: z.string(),
  sport: z.enum(SPORTS),
  league: z.object({ id: z.string(), name: z.string(), country: z.string() }),
  home: sideSchema,
  away: sideSchema,
  starts_at: z.string(),
  phase: z.enum(EVENT_PHASES),
  /** 1-based half, quarter, period, set or map; 0 before the start. */
  period: z.number().int(),
  /** Playing time in the current period, for clocked sports. */
  clock_seconds: z.number().int().nullable(),
  /** Goals, points, sets or maps. */
  score: scoreSchema,
  /** Each period's score so far (tennis, volleyball: games or points of each set). */
  periods: z.array(scoreSchema),
  /** Sport detail such as a tennis game's points (`30-15*`, the star marks the server). */
  detail: z.string().nullable(),
  /** Markets are closed for the moment (a goal, a dangerous attack). */
  suspended: z.boolean(),
});

const eventSummarySchema = eventSchema.extend({
  /** The event's match result (1X2 or moneyline); null while it has none. */
  main_market: marketSchema.nullable(),
  markets_count: z.number().int(),
});

export type SportsMarket = z.infer<typeof marketSchema>;
export type SportsEventSummary = z.infer<typeof eventSummarySchema>;
export type SportsEvent = z.infer<typeof eventSchema>;

export const sportsbookContract = {
  'sportsbook.getLeagues': defineAction({
    method: 'GET',
    access: 'public',
    summary: 'Sports with their leagues, each with how many events it has live and coming (the next 7 days).',
    params: z.object({}),
    result: z.array(
      z.object({
        sport: z.enum(SPORTS),
        name: z.string(),
        events_count: z.number().int(),
        live_count: z.number().int(),
        leagues: z.array(
          z.object({
            id: z.string(),
            name: z.string(),
            country: z.string(),
            events_count: z.number().int(),
            live_count: z.number().int(),
          }),
        ),
      }),
    ),
  }),
  'sportsbook.getEvents': defineAction({
    method: 'GET',
    access: 'public',
    summary:
      'Events live now or in the next 7 days, in kick-off order, each with its main market. `status`: live (playing now), upcoming (not started) or soon (starting within two hours); `q` searches team and league names.',
    params: z.object({
      sport: z.enum(SPORTS).optional(),
      league: formText({ max: 100 }).optional(),
      status: z.enum(EVENT_STATUSES).optional(),
      q: formText({ max: 100 }).optional(),
      offset: formInt({ min: 0, max: 10_000 }).default(0),
      count: formInt({ min: 1, max: 100 }).default(30),
    }),
    result: z.object({
      items: z.array(eventSummarySchema),
      offset: z.number().int(),
      total: z.number().int(),
    }),
  }),
  'sportsbook.getEvent': defineAction({
    method: 'GET',
    access: 'public',
    summary:
      'One event with all its markets, grouped (main, totals, handicaps, halves, sets, correct score) and named in the request locale.',
    params: z.object({ id: formText({ max: 100 }) }),
    result: eventSchema.extend({
      groups: z.array(z.object({ key: z.string(), name: z.string(), markets: z.array(marketSchema) })),
    }),
  }),
};

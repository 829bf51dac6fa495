import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formInt, formJson } from '../api/form-params.ts';
import { minorUnitsSchema } from '../money/amount-schema.ts';
import { NAMED_SYSTEMS, type NamedSystem, ODDS_CHANGE_POLICIES } from '../sportsbook/bet-types.ts';

/** Named system bets (Trixie: 3 selections, 4 lines …); `system` with a size is any k of n. */
export const NAMED_SYSTEM_BETS = Object.keys(NAMED_SYSTEMS) as [NamedSystem, ...NamedSystem[]];
export const SPORTS_BET_TYPES = ['single', 'accumulator', 'system', ...NAMED_SYSTEM_BETS] as const;
export type SportsBetType = (typeof SPORTS_BET_TYPES)[number];

/** Which balance a bet is staked from: the main balance, or the active betting bonus (decision 0048). */
export const SPORTS_BET_FUNDINGS = ['main', 'betting_bonus'] as const;
export type SportsBetFunding = (typeof SPORTS_BET_FUNDINGS)[number];

export const SPORTS_BET_STATUSES = ['pending', 'open', 'won', 'lost', 'void', 'cashed_out'] as const;
export const LEG_OUTCOMES = ['open', 'win', 'lose', 'push', 'half-win', 'half-lose', 'void'] as const;

const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Invalid id');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use YYYY-MM-DD');

/** Odds are decimal odds in integer thousandths (1.850 is 1850), as the feed gives them. */
const selectionParam = z.object({
  event_id: z.string().min(1).max(64),
  market_key: z.string().min(1).max(64),
  selection_key: z.string().min(1).max(32),
  odds: z.number().int().min(1001).max(1_000_000),
});

const legSchema = z.object({
  event_id: z.string(),
  sport: z.string(),
  league_id: z.string(),
  home: z.string(),
  away: z.string(),
  starts_at: z.string(),
  market_key: z.string(),
  /** The market's definition as the bet bought it (kind, scope, line). */
  market: z.record(z.string(), z.unknown()),
  selection_key: z.string(),
  odds: z.number().int(),
  live: z.boolean(),
  outcome: z.enum(LEG_OUTCOMES),
  settled_at: z.string().nullable(),
});

const betSchema = z.object({
  id: z.string(),
  slip_id: z.string(),
  type: z.enum(SPORTS_BET_TYPES),
  /** A `system` bet's combination size (2 for 2/3). */
  size: z.number().int().nullable(),
  lines: z.number().int(),
  currency: z.string(),
  unit_stake: minorUnitsSchema(),
  total_stake: minorUnitsSchema(),
  /** Combined odds in thousandths (singles and accumulators; null for systems). */
  total_odds: z.number().nullable(),
  potential_return: minorUnitsSchema(),
  /** The balance the stake came from; a bonus-funded bet's returns go back to the betting bonus. */
  funding: z.enum(SPORTS_BET_FUNDINGS),
  status: z.enum(SPORTS_BET_STATUSES),
  /** What the bet paid when it settled or was cashed out in full; null while open. */
  return: minorUnitsSchema().nullable(),
  /** Paid so far by partial cash-outs (each cut the unit stake by its share; the total stake stays). */
  cashed_out: minorUnitsSchema(),
  placed_at: z.string(),
  settled_at: z.string().nullable(),
  /** The cash-out offer right now; null when none (settled, or a market suspended or closed). */
  cash_out: z.object({ amount: minorUnitsSchema() }).nullable(),
  legs: z.array(legSchema),
});

export type SportsBet = z.infer<typeof betSchema>;
export type SportsBetLeg = z.infer<typeof legSchema>;

export const sportsBetsContract = {
  'sportsbook.placeBet': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Places a bet slip: every selection is checked against its current price and market state (after ' +
      'the bet delay when live). A repeat of the same slip_id answers the first bet. The stake is per line, ' +
      'from the main balance or, with funding=betting_bonus, wholly from the active betting bonus.',
    params: z.object({
      slip_id: uuid,
      type: z.enum(SPORTS_BET_TYPES),
      size: formInt({ min: 1, max: 19 }).optional(),
      selections: formJson(z.array(selectionParam).min(1).max(20)),
      stake: formInt({ min: 1, max: 1_000_000_000_000 }),
      odds_change: z.enum(ODDS_CHANGE_POLICIES).default('none'),
      /** `betting_bonus`: the whole stake from the active betting bonus's money (none of it real). */
      funding: z.enum(SPORTS_BET_FUNDINGS).default('main'),
    }),
    result: betSchema,
  }),
  'sportsbook.getBets': defineAction({
    method: 'GET',
    access: 'user',
    summary: "The player's sports bets, newest first, with their legs and cash-out offers.",
    params: z.object({
      status: z.enum(['open', 'settled', 'all']).default('all'),
      from: day.optional(),
      to: day.optional(),
      offset: formInt({ min: 0, max: 1_000_000 }).default(0),
      count: formInt({ min: 1, max: 100 }).default(20),
    }),
    result: z.object({ count: z.number().int(), items: z.array(betSchema) }),
  }),
  'sportsbook.getBet': defineAction({
    method: 'GET',
    access: 'user',
    summary: 'One of the player’s sports bets (the bet receipt).',
    params: z.object({ id: uuid }),
    result: betSchema,
  }),
  'sportsbook.cashOut': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Cashes an open bet out at the current offer, if it is at least `amount` (the offer the player saw): ' +
      'all of it, or `part` of it (the bet goes on with its stake cut by that share); refused while a ' +
      'market of an open leg is suspended or closed.',
    params: z.object({
      bet_id: uuid,
      amount: formInt({ min: 0, max: 1_000_000_000_000 }),
      part: formInt({ min: 1, max: 1_000_000_000_000 }).optional(),
    }),
    result: betSchema,
  }),
};

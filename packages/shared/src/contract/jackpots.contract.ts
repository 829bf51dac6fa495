import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formInt } from '../api/form-params.ts';
import { minorUnitsSchema } from '../money/amount-schema.ts';
import { currencyCodeSchema } from '../money/currency-schema.ts';

/** Amounts are integer minor units, as everywhere in the API. */
const jackpotSchema = z.object({
  id: z.number().int(),
  sysname: z.string(),
  name: z.string(),
  amount: minorUnitsSchema(),
  currency: z.string(),
  seed_amount: minorUnitsSchema(),
  /** Share of every real bet that feeds the pool. */
  contribution_percent: z.number(),
  /** SHA-256 of the seed the next win is drawn with; the seed itself is revealed with that win. */
  server_seed_hash: z.string(),
});

const winnerSchema = z.object({
  id: z.number().int(),
  jackpot_id: z.number().int(),
  jackpot_name: z.string(),
  /** Nickname, or the start of the login. */
  player: z.string(),
  game: z.string(),
  amount: minorUnitsSchema(),
  currency: z.string(),
  won_at: z.string(),
  fairness: z.object({ server_seed: z.string(), server_seed_hash: z.string(), draw_input: z.string() }),
});

export type Jackpot = z.infer<typeof jackpotSchema>;
export type JackpotWinner = z.infer<typeof winnerSchema>;

export const jackpotsContract = {
  'Jackpots.get': defineAction({
    method: 'GET',
    access: 'public',
    summary:
      'The jackpots with a pool in a currency, each with that live pool (decision 0061): `currency`, else ' +
      "the signed-in player's currency, else the site's default currency. No amount is converted.",
    params: z.object({ currency: currencyCodeSchema().optional() }),
    result: z.array(jackpotSchema),
  }),
  'Jackpots.getWinners': defineAction({
    method: 'GET',
    access: 'public',
    summary:
      'Latest jackpot wins, newest first, each with its revealed draw: HMAC-SHA256(server_seed, draw_input) as a ' +
      'number in [0, 1) fell below the win probability of the bet.',
    params: z.object({
      jackpot_id: formInt({ min: 1 }).optional(),
      count: formInt({ min: 1, max: 100 }).default(20),
    }),
    result: z.array(winnerSchema),
  }),
};

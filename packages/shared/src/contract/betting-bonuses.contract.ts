import { z } from 'zod';
import { defineAction } from '../api/define-action.ts';
import { formInt } from '../api/form-params.ts';
import { minorUnitsSchema } from '../money/amount-schema.ts';
import { BONUS_STATUSES } from './bonuses.contract.ts';

/**
 * A betting bonus (spec §3 "Bonuses: type betting"; decision 0036). Its money is on the betting bonus
 * balance while it is pending or active; settled real-money sports bets placed while it is active,
 * at total odds of at least `min_odds` (cashed-out and void bets excluded), count towards
 * `wager_required`, and then the money moves to the main balance.
 */
const bettingBonusSchema = z.object({
  id: z.number().int(),
  type: z.literal('betting'),
  status: z.enum(BONUS_STATUSES),
  offer_id: z.number().int().nullable(),
  title: z.string(),
  amount: minorUnitsSchema(),
  currency: z.string(),
  /** Decimal odds a bet (its total odds) needs to count towards the wagering. */
  min_odds: z.number(),
  wager_required: minorUnitsSchema(),
  wagered: minorUnitsSchema(),
  /** `wagered` of `wager_required` in whole percent (spec §3 percent progress). */
  wager_percent: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  finished_at: z.string().nullable(),
});

const bonusIdParams = z.object({ bonus_id: formInt({ min: 1 }) });

export type BettingBonusView = z.infer<typeof bettingBonusSchema>;

export const bettingBonusesContract = {
  'BettingBonuses.get': defineAction({
    method: 'GET',
    access: 'user',
    summary:
      "The player's betting bonuses, newest first, with wagering progress and minimum odds. Settled " +
      'real-money bets placed while a bonus is active count towards it when their total odds reach ' +
      '`min_odds` (cashed-out and void bets do not); once `wager_required` is reached the bonus moves to ' +
      'the main balance. It is forfeited when it expires (pending ones too), is removed, or a withdrawal ' +
      'burns it.',
    params: z.object({}),
    result: z.array(bettingBonusSchema),
  }),
  'BettingBonuses.activate': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Makes a pending betting bonus the active one (one at a time; casino bonuses are apart). Refused ' +
      '(InvalidParameter, error_data.bonus_id) with BONUS_ACTIVE while another betting bonus is active, ' +
      'NOT_PENDING or NOT_FOUND.',
    params: bonusIdParams,
    result: z.literal(1),
  }),
  'BettingBonuses.remove': defineAction({
    method: 'POST',
    access: 'user',
    summary:
      'Forfeits an active or pending betting bonus: its money leaves the betting bonus balance. Refused ' +
      '(InvalidParameter, error_data.bonus_id) with NOT_OPEN or NOT_FOUND.',
    params: bonusIdParams,
    result: z.literal(1),
  }),
} as const;

import { z } from 'zod';
import { GAME_TYPES } from '../contract/games.contract.ts';
import { currencyCodeSchema } from '../money/currency-schema.ts';

/**
 * How bonus money is played (decision 0041), from content (`content/site.json` → `bonusPlay`, stored as
 * the `bonus_play` site setting):
 * - `stakeOrder`: which balance a stake is taken from first while a casino bonus is active.
 * - `maxBet`: per currency, the most a round may stake while a bonus is active (minor units); a
 *   currency not listed has no cap.
 * - `contributions`: per game type, the percentage of a stake that counts towards wagering; a type not
 *   listed counts 100%.
 */
export const bonusPlaySchema = z
  .object({
    stakeOrder: z.enum(['main_first', 'bonus_first']).default('main_first'),
    maxBet: z.record(currencyCodeSchema(), z.number().int().positive()).default({}),
    contributions: z.partialRecord(z.enum(GAME_TYPES), z.number().int().min(0).max(100)).default({}),
  })
  .strict();

export type BonusPlay = z.infer<typeof bonusPlaySchema>;

export const DEFAULT_BONUS_PLAY: BonusPlay = bonusPlaySchema.parse({});


import { GAME_TYPES, type GameType } from '@casino/shared/contract/games.contract';
import { z } from 'zod';

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
    maxBet: z.record(z.string().regex(/^[A-Z]{3}$/), z.number().int().positive()).default({}),
    contributions: z.partialRecord(z.enum(GAME_TYPES), z.number().int().min(0).max(100)).default({}),
  })
  .strict();

export type BonusPlay = z.infer<typeof bonusPlaySchema>;

export const DEFAULT_BONUS_PLAY: BonusPlay = bonusPlaySchema.parse({});

/** The percentage of a stake on a game of `type` that counts towards wagering. */
export function contributionPercent(play: BonusPlay, type: GameType | null | undefined): number {
  return type ? (play.contributions[type] ?? 100) : 100;
}

/** A bet's split between the balances, main first (the SQL function `game_wallet_call` does the same). */
export function splitStake(
  stake: number,
  balances: { main: number; bonus: number },
  order: BonusPlay['stakeOrder'],
): { main: number; bonus: number } | undefined {
  if (balances.main + balances.bonus < stake) return undefined;
  const bonus =
    order === 'bonus_first' ? Math.min(stake, balances.bonus) : Math.max(0, stake - balances.main);
  return { main: stake - bonus, bonus };
}

/** A win's bonus share: in proportion to the round's bonus-funded stake, rounded down (the rest is main). */
export function bonusShareOfWin(win: number, round: { totalBet: number; bonusBet: number }): number {
  if (round.totalBet <= 0 || round.bonusBet <= 0) return 0;
  return Number((BigInt(win) * BigInt(round.bonusBet)) / BigInt(round.totalBet));
}

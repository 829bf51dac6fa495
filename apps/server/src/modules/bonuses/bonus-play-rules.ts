import type { BonusPlay } from '@casino/shared/content/bonus-play-config';
import type { GameType } from '@casino/shared/contract/games.contract';

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

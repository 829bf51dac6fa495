import { percentProgress } from '@casino/shared/percent-progress';
import type { LoyaltyLevel } from '../../db/tables/loyalty.table.ts';

/** The index of the highest level `lifetimePoints` reach (levels ascend from 0 points). */
export function levelIndex(levels: readonly LoyaltyLevel[], lifetimePoints: number): number {
  let index = 0;
  levels.forEach((level, i) => {
    if (lifetimePoints >= level.points) index = i;
  });
  return index;
}

/** How far lifetime points have come towards each level, from the level below's points, in percent. */
export function levelProgress(levels: readonly LoyaltyLevel[], lifetimePoints: number): number[] {
  return levels.map((level, i) =>
    percentProgress({
      minValue: i === 0 ? 0 : levels[i - 1]!.points,
      maxValue: level.points,
      expCount: lifetimePoints,
    }),
  );
}

/**
 * Points a real stake earns: `rate` points per 100 minor units, rounded down, then the level's perk of
 * `pointsBonus` percent more, rounded down. Integer arithmetic throughout, so no float dust gives or
 * takes a point (rates have at most two decimals).
 */
export function stakePoints(stake: number, rate: number, pointsBonus: number): number {
  if (stake <= 0 || rate <= 0) return 0;
  // not money: points per 100 minor units, in hundredths of a point
  const base = Math.floor((stake * Math.round(rate * 100)) / 10_000);
  // not money: a percent more points
  return Math.floor((base * (100 + pointsBonus)) / 100);
}

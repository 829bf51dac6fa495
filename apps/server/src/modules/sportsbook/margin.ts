/**
 * The bookmaker's margin by the power method: each fair probability p becomes p^k, with k < 1 chosen so
 * that the adjusted probabilities sum to 1 + margin. Unlike a proportional mark-up it loads long shots
 * more than favourites (the favourite–long-shot bias bettors show) and it can never push a price below
 * 1.0, since p^k stays at most 1. k is found by bisection: the sum falls monotonically as k grows.
 */
export function applyMargin(probabilities: readonly number[], margin: number): number[] {
  if (!(margin >= 0 && margin < 1)) throw new RangeError(`Margin out of range: ${margin}`);
  const total = probabilities.reduce((sum, p) => sum + p, 0);
  if (probabilities.some((p) => !(p >= 0)) || Math.abs(total - 1) > 1e-6) {
    throw new RangeError('Fair probabilities must be non-negative and sum to 1');
  }
  const fair = probabilities.map((p) => p / total);
  const target = 1 + margin;
  const sumAt = (k: number) => fair.reduce((sum, p) => sum + (p > 0 ? p ** k : 0), 0);
  // Every probability below 1 and above 0 makes the sum exceed 1 as k → 0; one certain outcome cannot.
  if (margin === 0 || fair.some((p) => p >= 1)) return fair;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (sumAt(mid) > target) low = mid;
    else high = mid;
  }
  const k = (low + high) / 2;
  return fair.map((p) => (p > 0 ? p ** k : 0));
}

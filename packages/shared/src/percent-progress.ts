/**
 * The spec's percent progress helper (§3: minValue, maxValue, expCount): how far `expCount` has come
 * from `minValue` to `maxValue`, in whole percent from 0 to 100. Rounded down, so 100 means done; a
 * range with nothing to do is done.
 */
export function percentProgress({
  minValue,
  maxValue,
  expCount,
}: {
  minValue: number;
  maxValue: number;
  expCount: number;
}): number {
  if (maxValue <= minValue) return 100;
  const share = (expCount - minValue) / (maxValue - minValue);
  // not money: a share in percent
  return Math.min(100, Math.max(0, Math.floor(share * 100)));
}

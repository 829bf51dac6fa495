/**
 * int8 columns (money in minor units, counters) come back as JS numbers. Anything outside the safe
 * integer range would silently lose precision, so it is refused loudly instead.
 */
export function parseSafeInteger(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`int8 value ${text} exceeds the safe integer range`);
  return value;
}

/**
 * Spec §9 amount format, shared by the site and the server's exports: integer minor units (cents) shown
 * with thousands commas and two decimals only when fractional.
 */

const MINOR_PER_MAJOR = 100;

export function formatAmount(minorUnits: number): string {
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`Not an amount in minor units: ${minorUnits}`);
  const negative = minorUnits < 0;
  const absolute = Math.abs(minorUnits);
  const major = Math.floor(absolute / MINOR_PER_MAJOR);
  const minor = absolute % MINOR_PER_MAJOR;
  const grouped = String(major).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const fraction = minor === 0 ? '' : `.${String(minor).padStart(2, '0')}`;
  return `${negative ? '-' : ''}${grouped}${fraction}`;
}

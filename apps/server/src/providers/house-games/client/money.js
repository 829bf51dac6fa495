// Money as the house games write it (plain ES module, no build step).

/**
 * What is written around an amount, from the init answer (the platform's currency table).
 * @typedef {{ prefix: string, suffix: string }} MoneySign
 */

/**
 * Integer minor units as money: thousands commas, two decimals, more only as far as the currency's further
 * digits are used (0.000125 USDT); play money shows its own code (FUN 1,000.00). Written by hand, not with
 * Intl: a frame's first number format cost its first task about 15 ms of a phone's time, on the main
 * thread the site's page shares.
 * @param {number} minor
 * @param {MoneySign} sign
 * @param {number} minorPerMajor minor units per currency unit, from the init answer (the server's money module)
 */
export function formatMoney(minor, sign, minorPerMajor) {
  const digits = String(minorPerMajor).length - 1;
  const absolute = Math.abs(minor);
  const whole = String(Math.floor(absolute / minorPerMajor)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = String(absolute % minorPerMajor).padStart(digits, '0');
  const fraction =
    digits === 0 ? '' : `.${rest.slice(0, 2).padEnd(2, '0')}${rest.slice(2).replace(/0+$/, '')}`;
  return `${minor < 0 ? '-' : ''}${sign.prefix}${whole}${fraction}${sign.suffix}`;
}

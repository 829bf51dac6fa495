import { currencyOf } from './currencies.ts';
import { formatAmount } from './minor-units.ts';

/** What is written around an amount of a currency: `$` before it, ` USDT` after it. */
export interface MoneySign {
  prefix: string;
  suffix: string;
}

/** The sign of a currency of the platform's table, placed as its `position` says. */
export function moneySign(currency: string): MoneySign {
  const { symbol, position } = currencyOf(currency);
  return position === 'suffix' ? { prefix: '', suffix: ` ${symbol}` } : { prefix: symbol, suffix: '' };
}

/**
 * An amount with its currency's sign and digits (spec §9 amount format): `$1,250.50`, `€10`, `R$25`,
 * `-$3`, `0.000125 USDT`. The one money formatter of the site and the server's player-facing texts.
 */
export function formatMoney(minor: number, currency: string): string {
  const { prefix, suffix } = moneySign(currency);
  const text = formatAmount(minor, currency);
  return text.startsWith('-') ? `-${prefix}${text.slice(1)}${suffix}` : `${prefix}${text}${suffix}`;
}

import { currencyOf } from './currencies.ts';
import { formatAmount } from './minor-units.ts';

/**
 * An amount with its currency's sign and digits (spec §9 amount format): `$1,250.50`, `€10`, `R$25`,
 * `-$3`, `0.000125 USDT`. The one money formatter of the site and the server's player-facing texts.
 */
export function formatMoney(minor: number, currency: string): string {
  const { symbol, position } = currencyOf(currency);
  const text = formatAmount(minor, currency);
  if (position === 'suffix') return `${text} ${symbol}`;
  return text.startsWith('-') ? `-${symbol}${text.slice(1)}` : `${symbol}${text}`;
}

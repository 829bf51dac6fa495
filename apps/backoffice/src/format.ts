import { isCurrencyCode } from '@casino/shared/money/currencies';
import { formatAmount } from '@casino/shared/money/minor-units';

/** An amount with the currency's own digits (decision 0051); the demo's FUN and unknown codes read as cents. */
export function money(minor: number, currency: string): string {
  return `${formatAmount(minor, isCurrencyCode(currency) ? currency : undefined)} ${currency}`;
}

export function dateTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

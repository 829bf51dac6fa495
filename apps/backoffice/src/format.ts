import { formatAmount } from '@casino/shared/money/minor-units';

export function money(minor: number, currency: string): string {
  return `${formatAmount(minor)} ${currency}`;
}

export function dateTime(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }) : '—';
}

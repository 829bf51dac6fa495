import { formatMoney as formatInCurrency } from '@casino/shared/money/format-money';

/**
 * Spec §9 display formats. Amounts arrive in integer minor units (cents) and are shown with thousands
 * commas and two decimals only when fractional; dates as dd.mm.yyyy and times as H:mm.
 */

/** An amount with its currency's sign and digits (the shared currency table, decision 0051). */
export function formatMoney(minorUnits: number, currency: string): string {
  return formatInCurrency(minorUnits, currency);
}

function parts(value: Date | string, timeZone: string) {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not a date: ${String(value)}`);
  const formatted = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    formatted.find((part) => part.type === type)?.value ?? '';
  return {
    day: get('day'),
    month: get('month'),
    year: get('year'),
    hour: String(Number(get('hour'))),
    minute: get('minute'),
  };
}

export function formatDate(value: Date | string, timeZone = 'UTC'): string {
  const { day, month, year } = parts(value, timeZone);
  return `${day}.${month}.${year}`;
}

export function formatTime(value: Date | string, timeZone = 'UTC'): string {
  const { hour, minute } = parts(value, timeZone);
  return `${hour}:${minute}`;
}

export function formatDateTime(value: Date | string, timeZone = 'UTC'): string {
  return `${formatDate(value, timeZone)} ${formatTime(value, timeZone)}`;
}

/** A whole count such as loyalty points, with thousands commas (spec §9's amount format). */
export function formatCount(count: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(count);
}

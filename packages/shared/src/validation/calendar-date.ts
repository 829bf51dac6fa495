/** A day without time or time zone, so a limit compares the same in the browser and on the server. */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

// Spec §5: only digits, comma, dot, apostrophe and hyphen; the separators split day, month and year.
const DATE_TEXT = /^(\d{1,4})[.,'-](\d{1,2})[.,'-](\d{1,4})$/;

/**
 * Reads dd.mm.yyyy (spec §9), or yyyy-mm-dd as date inputs and the server write it. The year must
 * have 4 digits and the day must exist in that month.
 */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = DATE_TEXT.exec(text.trim());
  if (!match) return null;
  const [, first = '', month = '', last = ''] = match;
  let date: CalendarDate;
  if (first.length === 4 && last.length <= 2) date = { year: +first, month: +month, day: +last };
  else if (last.length === 4 && first.length <= 2) date = { year: +last, month: +month, day: +first };
  else return null;
  return isExistingDay(date) ? date : null;
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function isExistingDay({ year, month, day }: CalendarDate): boolean {
  const isLeapYear = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  const days = month === 2 && isLeapYear ? 29 : DAYS_IN_MONTH[month - 1];
  return days !== undefined && day >= 1 && day <= days;
}

/** Negative when a is earlier than b, zero on the same day. */
function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** Both limits are inclusive: the limit day itself passes (spec §5). */
export interface DateLimits {
  min?: CalendarDate;
  max?: CalendarDate;
}

/** A well-formed existing day within the limits. */
export function isDateWithin(text: string, { min, max }: DateLimits): boolean {
  const date = parseCalendarDate(text);
  if (!date) return false;
  if (min && compareCalendarDates(date, min) < 0) return false;
  return !(max && compareCalendarDates(date, max) > 0);
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CalendarDate, isDateWithin, parseCalendarDate } from './calendar-date.ts';

describe('parseCalendarDate', () => {
  it.each<[string, CalendarDate | null]>([
    ['15.06.2007', { year: 2007, month: 6, day: 15 }],
    ['5.6.2007', { year: 2007, month: 6, day: 5 }],
    ["15'06'2007", { year: 2007, month: 6, day: 15 }],
    ['15,06,2007', { year: 2007, month: 6, day: 15 }],
    ['15-06-2007', { year: 2007, month: 6, day: 15 }],
    ['2007-06-15', { year: 2007, month: 6, day: 15 }],
    [' 15.06.2007 ', { year: 2007, month: 6, day: 15 }],
    ['29.02.2000', { year: 2000, month: 2, day: 29 }],
    ['29.02.1900', null],
    ['29.02.2023', null],
    ['31.04.2020', null],
    ['00.01.2020', null],
    ['01.13.2020', null],
    ['15.06.07', null],
    ['15.06.20071', null],
    ['2007.06.2007', null],
    ['15/06/2007', null],
    ['15 06 2007', null],
    ['15.06', null],
    ['', null],
  ])('%j reads %j', (text, expected) => {
    expect(parseCalendarDate(text)).toEqual(expected);
  });

  it('reads back every existing day written as dd.mm.yyyy and yyyy-mm-dd', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }),
        (date) => {
          const [year, month, day] = [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
          const pad = (n: number) => String(n).padStart(2, '0');
          const expected = { year, month, day };
          expect(parseCalendarDate(`${pad(day)}.${pad(month)}.${year}`)).toEqual(expected);
          expect(parseCalendarDate(`${year}-${pad(month)}-${pad(day)}`)).toEqual(expected);
        },
      ),
    );
  });
});

describe('isDateWithin', () => {
  const min = { year: 2000, month: 1, day: 1 };
  const max = { year: 2000, month: 12, day: 31 };

  it.each<[string, boolean]>([
    ['01.01.2000', true],
    ['31.12.2000', true],
    ['31.12.1999', false],
    ['01.01.2001', false],
    ['31.02.2000', false],
  ])('%j within 2000 is %s', (text, expected) => {
    expect(isDateWithin(text, { min, max })).toBe(expected);
  });

  it('has no limits by default', () => {
    expect(isDateWithin('01.01.0001', {})).toBe(true);
  });
});

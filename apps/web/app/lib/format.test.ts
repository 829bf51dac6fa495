import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatMoney, formatTime } from './format.ts';

describe('formatMoney', () => {
  it('puts the dollar sign after the minus', () => {
    expect(formatMoney(-150, 'USD')).toBe('-$1.50');
    expect(formatMoney(50000, 'USD')).toBe('$500');
  });

  it("uses the currency's sign and digits", () => {
    expect(formatMoney(-150, 'EUR')).toBe('-€1.50');
    expect(formatMoney(2_500_000, 'USDT')).toBe('2.50 USDT');
  });
});

describe('dates', () => {
  it('formats as dd.mm.yyyy and H:mm', () => {
    expect(formatDate('2026-03-05T07:04:00Z')).toBe('05.03.2026');
    expect(formatTime('2026-03-05T07:04:00Z')).toBe('7:04');
    expect(formatDateTime('2026-12-31T23:59:00Z')).toBe('31.12.2026 23:59');
  });

  it('uses the given time zone', () => {
    expect(formatDateTime('2026-12-31T23:30:00Z', 'Europe/Berlin')).toBe('01.01.2027 0:30');
  });
});

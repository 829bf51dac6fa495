import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { browserTimeZone, dateTimeText, LocalDateTime } from './local-date-time.tsx';

const moment = '2026-03-01T23:30:00.000Z';

describe('local date and time', () => {
  it('shows the moment in the given zone, daylight saving included', () => {
    expect(dateTimeText(moment, 'Europe/Berlin')).toBe('02.03.2026 0:30');
    expect(dateTimeText(moment, 'America/Sao_Paulo')).toBe('01.03.2026 20:30');
    expect(dateTimeText(moment, 'Asia/Kolkata')).toBe('02.03.2026 5:00');
    expect(dateTimeText('2026-07-01T23:30:00.000Z', 'Europe/Berlin')).toBe('02.07.2026 1:30');
  });

  it('says UTC when the zone is not known', () => {
    expect(dateTimeText(moment, null)).toBe('01.03.2026 23:30 UTC');
  });

  it('renders UTC on the server, whatever zone the server runs in, with the exact moment in dateTime', () => {
    const html = renderToString(createElement(LocalDateTime, { value: moment }));
    expect(html).toBe(`<time dateTime="${moment}" title="UTC">01.03.2026 23:30 UTC</time>`);
  });

  it("reads the browser's zone", () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

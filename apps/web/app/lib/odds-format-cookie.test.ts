import { describe, expect, it } from 'vitest';
import { oddsFormatCookie, readOddsFormatCookie } from './odds-format-cookie.ts';

describe('the odds format cookie', () => {
  it('reads a known format and falls back to decimal', () => {
    expect(readOddsFormatCookie('theme=dark; odds_format=american')).toBe('american');
    expect(readOddsFormatCookie('odds_format=roman')).toBe('decimal');
    expect(readOddsFormatCookie(null)).toBe('decimal');
    expect(oddsFormatCookie('fractional')).toMatch(/^odds_format=fractional; Path=\//);
  });
});

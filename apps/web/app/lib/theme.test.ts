import { describe, expect, it } from 'vitest';
import { readThemeCookie, themeCookie } from './theme.ts';

describe('theme cookie', () => {
  it('reads only the known themes', () => {
    expect(readThemeCookie('a=1; theme=light; b=2')).toBe('light');
    expect(readThemeCookie('theme=dark')).toBe('dark');
    expect(readThemeCookie('theme=neon')).toBeUndefined();
    expect(readThemeCookie('xtheme=light')).toBeUndefined();
    expect(readThemeCookie(null)).toBeUndefined();
  });

  it('lasts a year (spec §9: max-age 31536000) on the whole site', () => {
    expect(themeCookie('light')).toBe('theme=light; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});

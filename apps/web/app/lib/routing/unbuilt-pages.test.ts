import { describe, expect, it } from 'vitest';
import { isUnbuiltPage, withoutUnbuiltLinks } from './unbuilt-pages.ts';

describe('unbuilt pages', () => {
  it('recognises an unbuilt page, the pages below it, its query and hash, but no lookalike', () => {
    expect(isUnbuiltPage('/offers')).toBe(true);
    expect(isUnbuiltPage('/offers/')).toBe(true);
    expect(isUnbuiltPage('/offers/7')).toBe(true);
    expect(isUnbuiltPage('/promotions/3/rules')).toBe(true);
    expect(isUnbuiltPage('/tournaments/3/gamehall')).toBe(false);
    expect(isUnbuiltPage('/promotions?tab=new')).toBe(true);
    expect(isUnbuiltPage('/offers#live')).toBe(true);
    expect(isUnbuiltPage('/profile/verification')).toBe(false);
    expect(isUnbuiltPage('/loyalty/shop')).toBe(false);
    expect(isUnbuiltPage('/profile/loyalty')).toBe(false);
    expect(isUnbuiltPage('/profile/bets')).toBe(false);
    expect(isUnbuiltPage('/profile/cashback')).toBe(false);
    expect(isUnbuiltPage('/offersale')).toBe(false);
    expect(isUnbuiltPage('/profile/settings')).toBe(false);
    expect(isUnbuiltPage('/profile')).toBe(false);
    expect(isUnbuiltPage('/')).toBe(false);
    expect(isUnbuiltPage('/gamehall')).toBe(false);
    expect(isUnbuiltPage('https://example.com/offers')).toBe(false);
    expect(isUnbuiltPage('//example.com/offers')).toBe(false);
    expect(isUnbuiltPage('/betting')).toBe(false);
  });

  it('drops the links to unbuilt pages and keeps the rest in order, items without a link too', () => {
    const items = [
      { label: 'Games', url: '/gamehall' },
      { label: 'Offers', url: '/offers' },
      { label: 'Jackpots', url: '/jackpots' },
      { label: 'Promotion', url: '/promotions/1' },
      { label: 'Text only' },
    ];
    expect(withoutUnbuiltLinks(items).map((item) => item.label)).toEqual(['Games', 'Jackpots', 'Text only']);
  });
});

import { describe, expect, it } from 'vitest';
import { gameSysname, knownFilter, parseHallFilter } from './hall-filter.server.ts';

describe('parseHallFilter', () => {
  it('reads the category and the comma-separated providers', () => {
    expect(parseHallFilter(new URLSearchParams('category=slots&providers=nebula-forge,red-lantern'))).toEqual(
      {
        category: 'slots',
        providers: ['nebula-forge', 'red-lantern'],
      },
    );
  });

  it('drops malformed and repeated values instead of refusing the page', () => {
    expect(parseHallFilter(new URLSearchParams('category=<x>&providers=A, a,,b%20c,ok'))).toEqual({
      providers: ['a', 'ok'],
    });
    expect(parseHallFilter(new URLSearchParams(''))).toEqual({ providers: [] });
  });
});

describe('gameSysname', () => {
  it('reads the catalogue spelling and refuses what cannot be a sysname', () => {
    expect(gameSysname('Nebula-Forge_7')).toBe('nebula-forge_7');
    expect(gameSysname('a.b')).toBeUndefined();
  });
});

describe('knownFilter', () => {
  const known = { categories: [{ sysname: 'slots' }], providers: [{ sysname: 'a' }, { sysname: 'b' }] };

  it('drops categories and providers the catalogue does not have', () => {
    expect(knownFilter({ category: 'nope', providers: ['a', 'x', 'b'] }, known)).toEqual({
      providers: ['a', 'b'],
    });
    expect(knownFilter({ category: 'slots', providers: [] }, known)).toEqual({
      category: 'slots',
      providers: [],
    });
  });

  it('keeps the favourites view', () => {
    expect(knownFilter({ category: 'favourites', providers: [] }, known)).toEqual({
      category: 'favourites',
      providers: [],
    });
  });
});

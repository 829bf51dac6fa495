import { describe, expect, it } from 'vitest';
import { gameImage, gameTitle } from './game-display.ts';
import { hallGamesParams, TILE_FIELDS, toggleProvider, toHallGame } from './hall-query.ts';

describe('hallGamesParams', () => {
  it('asks for one page of tiles with the filter', () => {
    expect(hallGamesParams({ category: 'live', providers: ['x'] }, 18)).toEqual({
      offset: 18,
      count: 18,
      fields: [...TILE_FIELDS],
      providers: ['x'],
      category: 'live',
    });
  });

  it('turns the favourites category into the favourites option', () => {
    const params = hallGamesParams({ category: 'favourites', providers: [] }, 0);
    expect(params).not.toHaveProperty('category');
    expect(params).not.toHaveProperty('providers');
    expect(JSON.parse(params.options ?? '')).toEqual({ favourites: true });
  });
});

describe('toggleProvider', () => {
  it('adds in sorted order and removes', () => {
    expect(toggleProvider(['b'], 'a')).toEqual(['a', 'b']);
    expect(toggleProvider(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('game values', () => {
  it('prefers the description name and 288×192 image (spec §3)', () => {
    const game = toHallGame({
      sysname: 's',
      name: 'Main',
      image_url: '/a.svg',
      description: { name: 'Shown', img_288_192: '/b.svg' },
    });
    expect(gameTitle(game)).toBe('Shown');
    expect(gameImage(game)).toBe('/b.svg');
    const plain = toHallGame({ sysname: 's', name: 'Main', image_url: '/a.svg' });
    expect(gameTitle(plain)).toBe('Main');
    expect(gameImage(plain)).toBe('/a.svg');
  });
});

import type { HallGame } from './hall-query.ts';

// What a game tile and the lobby need, apart from the hall's query code: the home page's first bundle
// carries only this (ARCHITECTURE §8 budget).

/** The hall's own "category" for the signed-in player's liked games (games.get `options.favourites`). */
export const FAVOURITES_CATEGORY = 'favourites';

/** Spec §3: the description's name and 288×192 image override the main values when present. */
export function gameTitle(game: Pick<HallGame, 'name' | 'description'>): string {
  return game.description.name || game.name;
}

export function gameImage(game: Pick<HallGame, 'image_url' | 'description'>): string {
  return game.description.img_288_192 || game.image_url;
}

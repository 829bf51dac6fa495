import { GAMES_PAGE_SIZE } from '@casino/shared/constants';
import type { GameItem } from '@casino/shared/contract/games.contract';
import { FAVOURITES_CATEGORY } from './game-display.ts';

/** The game hall's filter, read from its address (spec §2.1: `category`, comma-separated `providers`). */
export interface HallFilter {
  category?: string;
  providers: string[];
  /** Only these games (a tournament's), by sysname. */
  games?: string[];
}

/** The fields a tile shows; nothing else travels. */
export const TILE_FIELDS = [
  'sysname',
  'name',
  'provider',
  'provider_name',
  'type',
  'image_url',
  'description',
  'has_demo',
  'is_new',
  'is_hot',
] as const satisfies readonly (keyof GameItem)[];

export type HallGame = Pick<GameItem, (typeof TILE_FIELDS)[number]>;

/** games.get parameters for one page of the hall. */
export function hallGamesParams(filter: HallFilter, offset: number, count: number = GAMES_PAGE_SIZE) {
  const favourites = filter.category === FAVOURITES_CATEGORY;
  return {
    offset,
    count,
    fields: [...TILE_FIELDS],
    ...(filter.providers.length > 0 ? { providers: filter.providers } : {}),
    ...(filter.category && !favourites ? { category: filter.category } : {}),
    ...(favourites ? { options: JSON.stringify({ favourites: true }) } : {}),
    ...(filter.games ? { options: JSON.stringify({ sysnames: filter.games }) } : {}),
  };
}

/** The provider list with `sysname` switched on or off, in a stable order. */
export function toggleProvider(providers: readonly string[], sysname: string): string[] {
  return providers.includes(sysname)
    ? providers.filter((value) => value !== sysname)
    : [...providers, sysname].sort();
}

/** A listed game with the values the tile needs filled in (games.get answers partial items). */
export function toHallGame(item: Partial<GameItem>): HallGame {
  return {
    sysname: item.sysname ?? '',
    name: item.name ?? item.sysname ?? '',
    provider: item.provider ?? '',
    provider_name: item.provider_name ?? item.provider ?? '',
    type: item.type ?? 'slot',
    image_url: item.image_url ?? '',
    description: item.description ?? { name: '', img_288_192: '' },
    has_demo: item.has_demo ?? true,
    is_new: item.is_new ?? false,
    is_hot: item.is_hot ?? false,
  };
}

import { SYSNAME_PATTERN } from '@casino/shared/contract/games.contract';
import { FAVOURITES_CATEGORY } from './game-display.ts';
import type { HallFilter } from './hall-query.ts';

/** At most this many providers filter the hall at once (the platform's limit for `providers`). */
const MAX_PROVIDERS = 50;

function sysnameOf(value: string): string | undefined {
  const clean = value.trim().toLowerCase();
  return SYSNAME_PATTERN.test(clean) ? clean : undefined;
}

/**
 * The hall's filter from its address (spec §2.1: `category`, comma-separated `providers`). Malformed
 * values are dropped rather than refused: an edited address still shows the hall.
 */
export function parseHallFilter(search: URLSearchParams): HallFilter {
  const category = sysnameOf(search.get('category') ?? '');
  const providers = [
    ...new Set(
      (search.get('providers') ?? '')
        .split(',')
        .map(sysnameOf)
        .filter((value): value is string => value !== undefined),
    ),
  ].slice(0, MAX_PROVIDERS);
  return category ? { category, providers } : { providers };
}

/** A game page's sysname as the catalogue spells it, or undefined when it cannot be one. */
export function gameSysname(value: string): string | undefined {
  return sysnameOf(value);
}

/** The filter without categories and providers the catalogue does not have (games.get refuses them). */
export function knownFilter(
  filter: HallFilter,
  known: { categories: readonly { sysname: string }[]; providers: readonly { sysname: string }[] },
): HallFilter {
  const categories = new Set([FAVOURITES_CATEGORY, ...known.categories.map((entry) => entry.sysname)]);
  const providers = new Set(known.providers.map((entry) => entry.sysname));
  const kept = filter.providers.filter((sysname) => providers.has(sysname));
  return filter.category && categories.has(filter.category)
    ? { category: filter.category, providers: kept }
    : { providers: kept };
}

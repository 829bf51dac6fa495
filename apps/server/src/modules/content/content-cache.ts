import { TtlCache } from '../../lib/ttl-cache.ts';

/** Content is read on every page and changes rarely; 10 s keeps other processes' edits visible soon. */
export const CONTENT_CACHE_TTL_MS = 10_000;

export type ContentCache = TtlCache<unknown>;

export function createContentCache(): ContentCache {
  return new TtlCache<unknown>(CONTENT_CACHE_TTL_MS);
}

/** The content service's search settings (cms-config `search`); these are its defaults. */
export interface GamesSearchSettings {
  minQueryLength: number;
  debounceMs: number;
}

const SEARCH_DEFAULTS: GamesSearchSettings = { minQueryLength: 2, debounceMs: 250 };

/** Each missing or malformed value falls back to its default. */
export function searchSettings(value: unknown): GamesSearchSettings {
  const given = (value ?? {}) as Partial<Record<keyof GamesSearchSettings, unknown>>;
  const positive = (entry: unknown, fallback: number) =>
    typeof entry === 'number' && Number.isInteger(entry) && entry > 0 ? entry : fallback;
  return {
    minQueryLength: positive(given.minQueryLength, SEARCH_DEFAULTS.minQueryLength),
    debounceMs: positive(given.debounceMs, SEARCH_DEFAULTS.debounceMs),
  };
}

/**
 * A small read-through cache: values load once, are shared by concurrent callers while loading, and
 * are reloaded after `ttlMs`. Content changes made by another process show up within that time.
 * With `maxEntries`, the entry stored longest ago makes room for a new one, so keys that come from
 * outside (URLs) cannot grow it without bound; expired entries go when the next one is stored.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: Promise<V>; expiresAt: number }>();
  #generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value;
    const value = load();
    this.#entries.delete(key);
    const now = this.now();
    // Every entry lives as long and is stored anew when loaded again, so the Map's order is their order
    // of expiry: the expired ones, kept for nothing, are at its front.
    for (const [oldKey, old] of this.#entries) {
      if (old.expiresAt > now) break;
      this.#entries.delete(oldKey);
    }
    this.#entries.set(key, { value, expiresAt: now + this.ttlMs });
    if (this.#entries.size > this.maxEntries) {
      const oldest = this.#entries.keys().next().value as string;
      this.#entries.delete(oldest);
    }
    // A failed load is not remembered: the next caller tries again.
    value.catch(() => this.forget(key, value));
    return value;
  }

  /** Drops `key` if it still holds `value` (a load whose result must not be reused). */
  forget(key: string, value: Promise<V>): void {
    if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }

  clear(): void {
    this.#entries.clear();
    this.#generation += 1;
  }

  /** How many times the cache was cleared: what is derived from its values can be keyed by it. */
  get generation(): number {
    return this.#generation;
  }
}

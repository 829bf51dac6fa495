/**
 * A small read-through cache: values load once, are shared by concurrent callers while loading, and
 * are reloaded after `ttlMs`. Content changes made by another process show up within that time.
 */
export class TtlCache<V> {
  readonly #entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string, load: () => Promise<V>): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry && entry.expiresAt > this.now()) return entry.value;
    const value = load();
    this.#entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    // A failed load is not remembered: the next caller tries again.
    value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}

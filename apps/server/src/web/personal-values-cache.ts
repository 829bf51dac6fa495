import type { ApiCaller } from '@casino/shared/api/api-caller';
import type { PersonalData, PersonalParts } from '@casino/shared/routing/personal-parts';

/** Nothing is kept longer than this, in case a change reached no notice (decision 0058). */
export const PERSONAL_VALUES_TTL_MS = 5_000;
const MAX_SESSIONS = 10_000;
const MAX_PLAYERS = 100_000;

interface Entry {
  userId: number;
  /** The change count when the entry began: it holds while the player changed no later. */
  asOf: number;
  expiresAt: number;
  values: Map<string, Promise<unknown>>;
  /** Each page's values together: the same object while they hold, so its fill can be kept too. */
  pages: WeakMap<PersonalParts, Promise<PersonalData>>;
}

interface KeptSession {
  userId: number;
  tokenHash: string;
  asOf: number;
  expiresAt: number;
}

/**
 * What a player's shared pages need of them per request (decision 0047: their session, account, rows,
 * favourite marks), kept per session until anything about the player changes (decision 0058): an action
 * of theirs, a posting on their balances, a staff decision about them — each is a change, and whatever
 * was read before it is read again — or a few seconds pass. A signed-in page then costs the fill.
 */
export class PersonalValuesCache {
  readonly #entries = new Map<string, Entry>();
  readonly #sessions = new Map<string, KeptSession>();
  /** Changes counted in order; each player's last one. */
  #changes = 0;
  readonly #lastChange = new Map<number, number>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly ttlMs = PERSONAL_VALUES_TTL_MS,
  ) {}

  /** These players changed: what was read of them before is read again. */
  changed(userIds: Iterable<number>): void {
    if (this.#lastChange.size >= MAX_PLAYERS) this.clear();
    this.#changes += 1;
    for (const userId of userIds) this.#lastChange.set(userId, this.#changes);
  }

  clear(): void {
    // Forgetting the players' last changes would make older entries look current: all go together.
    this.#entries.clear();
    this.#sessions.clear();
    this.#lastChange.clear();
  }

  #holds(kept: { userId: number; asOf: number; expiresAt: number }): boolean {
    return kept.expiresAt > this.now() && (this.#lastChange.get(kept.userId) ?? 0) <= kept.asOf;
  }

  /**
   * The player a page's session cookie `token` signs in, as `resolve` (the session check) answered it a
   * moment ago if nothing about the player changed since — signing out, a block, ended sessions and a
   * new password all are changes —, else checked again. Only a session that signs someone in is kept.
   */
  async session<S extends { userId: number | null; tokenHash: string | null; cookies: string[] }>(
    token: string | undefined,
    resolve: () => Promise<S>,
  ): Promise<S | { userId: number; tokenHash: string; cookies: string[] }> {
    if (token === undefined) return resolve();
    const kept = this.#sessions.get(token);
    if (kept && this.#holds(kept)) return { userId: kept.userId, tokenHash: kept.tokenHash, cookies: [] };
    this.#sessions.delete(token);
    const asOf = this.#changes;
    const resolved = await resolve();
    const { userId, tokenHash } = resolved;
    // A change while it was checked (a sign-out racing the page) leaves nothing kept.
    if (userId !== null && tokenHash !== null && (this.#lastChange.get(userId) ?? 0) <= asOf) {
      if (this.#sessions.size >= MAX_SESSIONS) this.#sessions.clear();
      this.#sessions.set(token, { userId, tokenHash, asOf, expiresAt: this.now() + this.ttlMs });
    }
    return resolved;
  }

  /**
   * The page's personal values for the session `tokenHash` of `userId`, read with their `api` when not
   * kept; the same object for the same page while they hold.
   */
  async read(
    parts: PersonalParts,
    session: { tokenHash: string; userId: number },
    api: ApiCaller,
  ): Promise<PersonalData> {
    const entry = this.#entry(session);
    let data = entry.pages.get(parts);
    if (!data) {
      const reading = this.#readAll(entry, parts, api);
      data = reading;
      entry.pages.set(parts, reading);
      reading.catch(() => {
        if (entry.pages.get(parts) === reading) entry.pages.delete(parts);
      });
    }
    return data;
  }

  async #readAll(entry: Entry, parts: PersonalParts, api: ApiCaller): Promise<PersonalData> {
    const values = await Promise.all(
      [...parts.readers].map(async ([name, reader]) => {
        let value = entry.values.get(name);
        if (!value) {
          const reading = reader(api);
          value = reading;
          entry.values.set(name, reading);
          // A failed read (a session ended meanwhile) is not kept: the next request asks again.
          reading.catch(() => {
            if (entry.values.get(name) === reading) entry.values.delete(name);
          });
        }
        return [name, await value] as const;
      }),
    );
    return Object.fromEntries(values);
  }

  #entry(session: { tokenHash: string; userId: number }): Entry {
    const kept = this.#entries.get(session.tokenHash);
    if (kept && kept.userId === session.userId && this.#holds(kept)) return kept;
    if (kept) this.#entries.delete(session.tokenHash);
    else if (this.#entries.size >= MAX_SESSIONS) {
      // The oldest session first (a Map keeps insertion order).
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const entry: Entry = {
      userId: session.userId,
      asOf: this.#changes,
      expiresAt: this.now() + this.ttlMs,
      values: new Map(),
      pages: new WeakMap(),
    };
    this.#entries.set(session.tokenHash, entry);
    return entry;
  }
}

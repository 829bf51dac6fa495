import { sql } from 'kysely';
import { AppKysely, afterCommit, ownerOf } from './after-commit.ts';
import type { DbOrTrx } from './schema.ts';

type Listener = (payload: string) => void;

/**
 * The notices of an embedded database, delivered in this process. PGlite is one process's database, so
 * no other process can hear a pg_notify: a statement (and its commit) per notice is pure cost on the
 * wallet's path (decision 0064).
 */
export class EmbeddedNotices {
  readonly #listeners = new Map<string, Set<Listener>>();

  listen(channel: string, onPayload: Listener): () => void {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
    }
    listeners.add(onPayload);
    return () => listeners.delete(onPayload);
  }

  /** Heard on the next turn, as a notice from the database is (never inside the sender's call). */
  send(channel: string, payload: string): void {
    const listeners = [...(this.#listeners.get(channel) ?? [])];
    if (listeners.length === 0) return;
    setImmediate(() => {
      for (const listener of listeners) listener(payload);
    });
  }
}

/**
 * Sends `payload` on `channel` to every listening process (this one too): pg_notify on PostgreSQL,
 * heard once the transaction commits; on the embedded database, delivered in this process at that moment.
 */
export async function sendNotice(db: DbOrTrx, channel: string, payload: string): Promise<void> {
  const owner = db instanceof AppKysely ? db : ownerOf(db);
  const embedded = owner?.embeddedNotices;
  if (embedded) {
    if (db instanceof AppKysely) embedded.send(channel, payload);
    else afterCommit(db, () => embedded.send(channel, payload));
    return;
  }
  await sql`select pg_notify(${channel}, ${payload})`.execute(db);
}

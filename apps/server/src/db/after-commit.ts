import { Kysely } from 'kysely';
import type { EmbeddedNotices } from './notices.ts';
import type { Database, Trx } from './schema.ts';

type AfterCommit = (db: AppKysely) => void;

const waiting = new WeakMap<Trx, AfterCommit[]>();
const owners = new WeakMap<Trx, AppKysely>();

/**
 * The app's Kysely: `db.transaction().execute(...)` runs the work registered with `afterCommit` once the
 * transaction has committed (never when it rolled back), and `destroy` waits for background work.
 */
export class AppKysely extends Kysely<Database> {
  readonly #background = new Set<Promise<void>>();
  /** Set on the embedded database, whose notices never leave this process (notices.ts). */
  embeddedNotices: EmbeddedNotices | undefined;

  /** Work that outlives the request that started it (a notice after commit); `destroy` waits for it. */
  inBackground(task: Promise<void>): void {
    const tracked = task.finally(() => this.#background.delete(tracked));
    this.#background.add(tracked);
  }

  override async destroy(): Promise<void> {
    while (this.#background.size > 0) await Promise.allSettled([...this.#background]);
    await super.destroy();
  }

  override transaction() {
    const builder = super.transaction();
    const execute = builder.execute.bind(builder);
    builder.execute = async (work) => {
      const callbacks: AfterCommit[] = [];
      const result = await execute((trx) => {
        waiting.set(trx, callbacks);
        owners.set(trx, this);
        return work(trx);
      });
      for (const callback of callbacks) callback(this);
      return result;
    };
    return builder;
  }
}

/**
 * Runs `callback` after `trx` commits. Answers false for a transaction this module does not track (one
 * not opened through AppKysely), and then nothing is registered.
 */
export function afterCommit(trx: Trx, callback: AfterCommit): boolean {
  const callbacks = waiting.get(trx);
  if (!callbacks) return false;
  callbacks.push(callback);
  return true;
}

/** The database a tracked transaction runs on. */
export function ownerOf(trx: Trx): AppKysely | undefined {
  return owners.get(trx);
}

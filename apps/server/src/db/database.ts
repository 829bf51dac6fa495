import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { PostgresDialect } from 'kysely';
import pg from 'pg';
import { parseSafeInteger } from '../lib/safe-integer.ts';
import { AppKysely } from './after-commit.ts';
import { EmbeddedNotices } from './notices.ts';
import { createPgListener, type Listen } from './pg-listener.ts';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Db } from './schema.ts';

const INT8_OID = 20;

/**
 * PGlite's default 128 MB of shared buffers is sized for a server; the embedded database of one app
 * process does well with far less, which keeps the process within its memory budget. The demo
 * database is ~12 MB with its system catalogue (its own tables ~3 MB): 8 MB hold what requests read,
 * and 16 MB read no fewer blocks from disk but keep ~8 MB more resident from the start.
 */
const PGLITE_CONF = 'shared_buffers=8MB';

/**
 * V8 tiers PGlite's hot PostgreSQL functions up on background compile tasks, as many as it likes; each
 * task's compile memory stays resident in its thread's allocator after the task ends. One task tiers up
 * the same functions, a little later, and keeps the idle process ~40 MB smaller (decision 0071). It must
 * be set before the module is compiled, and is read by every later compile.
 */
const WASM_COMPILE_TASKS = '--wasm-num-compilation-tasks=1';

const CONNECT_TIMEOUT_MS = 10_000;

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; `memory://` for a throwaway database. */
  pgliteDir?: string;
  /** A PGlite data dump to start from (tests start every file from a migrated template). */
  loadDataDir?: Blob | File;
  poolSize?: number;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw pool when on PostgreSQL (LISTEN/NOTIFY needs a dedicated client). */
  pool?: pg.Pool;
  pglite?: PGlite;
  /** LISTEN for notices sent with pg_notify, by this process or (on PostgreSQL) any other. */
  listen: Listen;
  close(): Promise<void>;
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Unreachable database: a request fails (503) after this long instead of waiting forever for a
      // connection; it also bounds the wait for a free pooled connection under load.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // Notices a peer that vanished without closing (failover, network blip) instead of hanging on it.
      keepAlive: true,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === INT8_OID
            ? parseSafeInteger
            : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle client can be cut off by the server (restart, `drop database ... with (force)`); pg emits
    // that on the pool, and an unhandled 'error' event would take the whole process down.
    pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
    // A client handed out by the pool has no 'error' listener of pg-pool's, and pg emits one when its
    // connection is cut (even mid-query, besides failing the query): without this listener that event
    // ends the process. The failed query rejects as well; the broken client is dropped on release.
    pool.on('connect', (client) => {
      client.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    });
    const db: Db = new AppKysely({ dialect: new PostgresDialect({ pool }) });
    const listener = createPgListener(options.databaseUrl, (message) => console.warn(message));
    return {
      db,
      kind: 'postgres',
      pool,
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await db.destroy();
      },
    };
  }

  const dataDir = options.pgliteDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) initPgliteDir(dataDir);
  v8.setFlagsFromString(WASM_COMPILE_TASKS);
  const pglite = await PGlite.create({
    dataDir,
    postgresqlconf: PGLITE_CONF,
    parsers: { [INT8_OID]: parseSafeInteger },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db: Db = new AppKysely({ dialect: new PGliteDialect(pglite) });
  const notices = new EmbeddedNotices();
  db.embeddedNotices = notices;
  return {
    db,
    kind: 'pglite',
    pglite,
    listen: async (channel, onPayload) => {
      // Notices sent through sendNotice arrive in this process; a pg_notify in SQL through PGlite.
      const unlistenHere = notices.listen(channel, onPayload);
      const unlisten = await pglite.listen(channel, onPayload);
      // A closed database has no subscription left to end (an app may stop after its database).
      return async () => {
        unlistenHere();
        if (!pglite.closed) await unlisten();
      };
    },
    close: async () => {
      await db.destroy();
      // Kysely only closes a driver it has used; the embedded database must close either way.
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * Creating a PGlite cluster (initdb) leaves hundreds of megabytes of WASM memory behind in the process
 * that did it. A new data directory is therefore created by a short-lived child process, and this one
 * only opens it.
 */
function initPgliteDir(dataDir: string) {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  mkdirSync(path.dirname(dataDir), { recursive: true });
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `const { PGlite } = await import(${JSON.stringify(`file://${entry}`)});
const db = await PGlite.create({ dataDir: ${JSON.stringify(dataDir)} });
await db.close();`;
  execFileSync(process.execPath, ['--input-type=module', '-e', script], { stdio: 'inherit' });
}

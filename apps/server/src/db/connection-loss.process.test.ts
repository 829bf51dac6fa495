import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildStoreDir, repoRoot } from '../repo-paths.ts';
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.ts';
import { freshPostgres, testDatabaseUrl } from '../test/test-app.ts';
import type { DatabaseHandle } from './database.ts';

/**
 * The real server process (main.ts, pages included) on PostgreSQL through a proxy that can cut the
 * connection: it must stay up through terminated backends and an outage, and recover by itself.
 * Needs a web build (`npm run build`) for the pages.
 */
const hasWebBuild = existsSync(path.join(buildStoreDir, 'CURRENT'));

describe.runIf(testDatabaseUrl && hasWebBuild)('the server process when PostgreSQL goes away', () => {
  let database: DatabaseHandle;
  let name: string;
  let proxy: TcpProxy;
  let server: ChildProcess;
  let base: string;
  const exits: (number | null)[] = [];

  beforeAll(async () => {
    database = await freshPostgres();
    const row = await database.db
      .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
      .executeTakeFirstOrThrow();
    name = row.name;
    const url = new URL(testDatabaseUrl as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    server = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATABASE_URL: url.toString(),
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
        RATE_LIMIT_SCALE: '1000',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    server.on('exit', (code) => exits.push(code));
    base = await new Promise<string>((resolve, reject) => {
      let output = '';
      server.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
        if (listening) resolve(listening[1] as string);
      });
      server.on('exit', (code) => reject(new Error(`server exited with ${code}: ${output.slice(-2000)}`)));
    });
    server.stdout?.resume();
  }, 120_000);

  afterAll(async () => {
    server.kill('SIGTERM');
    await proxy.close();
    await database.close();
  });

  const get = (url: string) => fetch(`${base}${url}`);
  /** A call that needs the database (its limits live there). */
  let attempt = 0;
  const signIn = () => {
    attempt += 1;
    return fetch(`${base}/api/auth.login?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ login: `nobody${attempt}@example.com`, password: 'wrong-password' }),
    });
  };

  it('stays up through terminated backends and a cut connection, answers 503s meanwhile, and recovers', async () => {
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    try {
      const statuses: number[] = [];
      let running = true;
      const load = Promise.all(
        Array.from({ length: 6 }, async () => {
          while (running) {
            statuses.push((await get('/healthz')).status);
            statuses.push((await signIn()).status);
          }
        }),
      );
      for (let n = 0; n < 3; n += 1) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        // Only this test's own database: others share the server.
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
          [name],
        );
      }
      running = false;
      await load;
      // A refused sign-in is a 401; what the outage adds is 503, never a 500 or a dropped connection.
      expect(new Set(statuses.filter((status) => ![200, 401, 503].includes(status)))).toEqual(new Set());

      proxy.cut();
      expect((await get('/livez')).status).toBe(200);
      expect((await get('/healthz')).status).toBe(503);
      const api = await signIn();
      expect(api.status).toBe(503);
      expect(await api.json()).toMatchObject({ error: { type: 'ApplicationUnavailableException' } });
      const page = await get(`/?outage=${Date.now()}`);
      expect(page.status).toBe(503);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await page.text()).toContain('Back in a moment');

      proxy.restore();
      const deadline = Date.now() + 15_000;
      while ((await get('/healthz')).status !== 200) {
        if (Date.now() > deadline) throw new Error('not ready again within 15 s');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await get(`/?back=${Date.now()}`)).status).toBe(200);
      expect(exits).toEqual([]);
    } finally {
      await admin.end();
    }
  });
});

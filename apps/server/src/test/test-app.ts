import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { minorUnits } from '@casino/shared/money/minor-units';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import type { AppConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { type ContentCache, createContentCache } from '../modules/content/content.service.ts';
import { contentDir } from '../repo-paths.ts';
import { seedDatabase } from '../seed-database.ts';

export const testConfig: AppConfig = {
  env: 'test',
  port: 0,
  host: '127.0.0.1',
  dataDir: '/nonexistent',
  databaseUrl: undefined,
  databasePoolSize: 10,
  trustProxy: false,
  publicUrl: 'http://localhost:3000',
  sessionSecret: 'test-secret-test-secret-test-secret!',
  logLevel: 'silent',
  formsFrameAncestors: [],
  maintenanceMode: false,
  outboxPage: false,
  demoMode: true,
  operatorPassword: 'test-operator-password',
  operatorPasswordCreated: false,
  rateLimitScale: 1,
  sessionLimitBreakMinutes: 30,
  s3: undefined,
  benchRoutes: false,
  sportsbookTestClock: false,
  demoPayOutage: 'none',
  recoveryGraceMs: 30_000,
  backofficeApprovalThreshold: minorUnits(10_000),
  telegramBotToken: '123456789:TEST-token-for-the-mini-app-tests',
  // Stored only: delivery tests start their own SMTP server and pass its URL.
  smtpUrl: undefined,
  smtpFrom: 'Aurora Casino <no-reply@localhost>',
  supportEmail: 'support@localhost',
  supportChat: { provider: 'builtin', id: undefined, host: undefined },
  sportsbook: {
    seed: 'test-sportsbook',
    margin: 0.05,
    maxPayout: minorUnits(50_000_000),
    minStake: minorUnits(10),
    maxStake: minorUnits(1_000_000),
    liveDelayMs: 0,
  },
};

/** The HTTP Basic header of the operator pages (user `operator`). */
export function operatorAuthorization(password = testConfig.operatorPassword): string {
  return `Basic ${Buffer.from(`operator:${password}`).toString('base64')}`;
}

/** A fresh, migrated and seeded embedded database (a copy of the suite's template). */
export async function freshPglite(): Promise<DatabaseHandle> {
  const template = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([template]) });
}

/** The PostgreSQL server for tests that need one; undefined when TEST_DATABASE_URL is not set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/**
 * A brand-new database on the test PostgreSQL server, dropped again by `close()`: test files never
 * share state, even when they run in parallel.
 */
export async function freshPostgres(
  options: { migrate?: boolean; seed?: boolean } = {},
): Promise<DatabaseHandle & { url: string }> {
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `casino_test_${randomBytes(6).toString('hex')}`;
  const migrate = options.migrate ?? true;
  const seed = options.seed ?? true;
  // A migrated and seeded database is a copy of the suite's template (global-setup.ts) when there is one.
  const template = migrate && seed ? inject('postgresTemplate') : '';
  const admin = new pg.Client({ connectionString: testDatabaseUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), poolSize: 40 });
  if (migrate && !template) await migrateToLatest(handle.db);
  if (seed && !template) await seedDatabase(handle.db, contentDir, { onlyIfEmpty: false });
  return {
    ...handle,
    url: url.toString(),
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: testDatabaseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** Cleared by tests that change content behind the cache's back. */
  contentCache: ContentCache;
  close(): Promise<void>;
}

export async function createTestApp(
  database?: DatabaseHandle,
  config: Partial<AppConfig> = {},
  options: BuildAppOptions = {},
): Promise<TestApp> {
  const db = database ?? (await freshPglite());
  const contentCache = createContentCache();
  const app = await buildApp(
    {
      config: { ...testConfig, ...config },
      db: db.db,
      contentCache,
      listen: db.listen,
    },
    // Off unless a test asks: tests roll the dashboard up themselves and count what was stored.
    { rollUpDashboardAtStart: false, ...options },
  );
  await app.ready();
  return {
    app,
    database: db,
    contentCache,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

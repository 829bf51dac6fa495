import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { contentDir } from '../repo-paths.ts';
import { seedDatabase } from '../seed-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    /** The migrated and seeded PostgreSQL database fresh ones are copied from; '' without TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

/**
 * Creating a PGlite database costs seconds; migrating and seeding it once and letting every test file
 * start from a copy of that dump keeps each file's database fresh and the suite fast.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'casino-test-'));
  // The PostgreSQL one is made meanwhile: its work is mostly the server's, on the other core.
  const creatingPostgresTemplate = createPostgresTemplate();
  const database = await openDatabase({});
  await migrateToLatest(database.db);
  await seedDatabase(database.db, contentDir, { onlyIfEmpty: false });
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  const postgresTemplate = await creatingPostgresTemplate;
  project.provide('postgresTemplate', postgresTemplate?.name ?? '');
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await postgresTemplate?.drop();
  };
}

/**
 * The same for the test PostgreSQL server: migrating and seeding a database there took 3–7 s per test
 * file that asked for one; CREATE DATABASE … TEMPLATE copies this one in well under a second
 * (decision 0033). Nobody connects to it after this, as a template must not have connections.
 */
async function createPostgresTemplate() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const name = `casino_template_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
  try {
    await migrateToLatest(database.db);
    await seedDatabase(database.db, contentDir, { onlyIfEmpty: false });
  } finally {
    await database.close();
  }
  return { name, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../test/test-app.ts';
import type { DatabaseHandle } from './database.ts';
import { embeddedTableUpkeep } from './embedded-upkeep.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshPglite();
});
afterAll(async () => {
  await database.close();
});

const plan = async (query: string) =>
  (await sql.raw<{ 'QUERY PLAN': string }>(`explain ${query}`).execute(database.db)).rows
    .map((row) => row['QUERY PLAN'])
    .join('\n');

describe('embeddedTableUpkeep', () => {
  it('vacuums and analyzes the tables with rows one per call, largest first, and starts over', async () => {
    const db = database.db;
    await sql`insert into users (login, locale) select 'stats-' || g || '@example.com', 'en'
      from generate_series(1, 2000) g`.execute(db);
    const { rows } = await sql<{ name: string; size: number }>`
      select relname as name, pg_relation_size(oid)::int as size from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'r' and pg_relation_size(oid) > 0
      order by pg_relation_size(oid) desc, relname`.execute(db);
    const upkeepNext = embeddedTableUpkeep(db);
    const analyzed: (string | undefined)[] = [];
    for (let call = 0; call <= rows.length; call += 1) analyzed.push(await upkeepNext());
    expect(analyzed).toEqual([...rows.map((row) => row.name), rows[0]?.name]);
    const { rows: stats } = await sql<{ kept: number }>`
      select count(*)::int as kept from pg_stat_user_tables
      where last_analyze is not null and last_vacuum is not null`.execute(db);
    expect(stats[0]?.kept).toBe(rows.length);
  });

  it('lets index-only scans skip the heap once the rows are vacuumed', async () => {
    const db = database.db;
    await sql`create table upkeep_probe (id integer primary key, touched integer not null)`.execute(db);
    await sql`insert into upkeep_probe select g, 0 from generate_series(1, 3000) g`.execute(db);
    await sql`update upkeep_probe set touched = 1 where id % 2 = 0`.execute(db);
    const heapFetches = async () => {
      await sql`set enable_seqscan = off`.execute(db);
      await sql`set enable_bitmapscan = off`.execute(db);
      try {
        const analyzed = await plan('analyze select count(id) from upkeep_probe where id > 0');
        expect(analyzed).toContain('Index Only Scan');
        return Number(/Heap Fetches: (\d+)/.exec(analyzed)?.[1]);
      } finally {
        await sql`reset enable_seqscan`.execute(db);
        await sql`reset enable_bitmapscan`.execute(db);
      }
    };
    expect(await heapFetches()).toBeGreaterThan(1000);
    const upkeepNext = embeddedTableUpkeep(db);
    while ((await upkeepNext()) !== 'upkeep_probe');
    expect(await heapFetches()).toBe(0);
  });

  it("gives the planner what it needs to read a player's rounds by the player alone", async () => {
    const db = database.db;
    await sql`insert into users (login, locale) select 'rounds-' || g || '@example.com', 'en'
      from generate_series(1, 50) g`.execute(db);
    const { rows } = await sql<{ id: number; sysname: string }>`
      select (select min(id) from users where login like 'rounds-%') as id, (select min(sysname) from games) as sysname`.execute(
      db,
    );
    const userId = Number(rows[0]?.id);
    const sysname = String(rows[0]?.sysname);
    await sql`insert into game_sessions (token, provider, user_id, sysname, mode, currency, expires_at)
      values ('stats-session', 'house', ${userId}, ${sysname}, 'real', 'USD', now())`.execute(db);
    await sql`insert into game_rounds (provider, round_id, session_token, user_id, sysname, mode, currency, status,
        opened_at, closed_at)
      select 'house', 'stats-' || g, 'stats-session',
        (select id from users where login = 'rounds-' || (g % 50 + 1) || '@example.com'), ${sysname}, 'real', 'USD',
        'closed', now(), now()
      from generate_series(1, 5000) g`.execute(db);
    const query = `select count(*) from game_rounds where user_id = ${userId} and mode = 'real'`;
    // Unanalyzed, the partial index of every real round joins the player's own.
    expect(await plan(query)).toContain('game_rounds_real_closed');
    const upkeepNext = embeddedTableUpkeep(db);
    while ((await upkeepNext()) !== 'game_rounds');
    expect(await plan(query)).not.toContain('game_rounds_real_closed');
  });
});

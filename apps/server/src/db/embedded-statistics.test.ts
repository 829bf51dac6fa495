import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPglite } from '../test/test-app.ts';
import type { DatabaseHandle } from './database.ts';
import { embeddedTableAnalyzer } from './embedded-statistics.ts';

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

describe('embeddedTableAnalyzer', () => {
  it('analyzes the tables with rows one per call, largest first, and starts over', async () => {
    const db = database.db;
    await sql`insert into users (login, locale) select 'stats-' || g || '@example.com', 'en'
      from generate_series(1, 2000) g`.execute(db);
    const { rows } = await sql<{ name: string; size: number }>`
      select relname as name, pg_relation_size(oid)::int as size from pg_class
      where relnamespace = 'public'::regnamespace and relkind = 'r' and pg_relation_size(oid) > 0
      order by pg_relation_size(oid) desc, relname`.execute(db);
    const analyzeNext = embeddedTableAnalyzer(db);
    const analyzed: (string | undefined)[] = [];
    for (let call = 0; call <= rows.length; call += 1) analyzed.push(await analyzeNext());
    expect(analyzed).toEqual([...rows.map((row) => row.name), rows[0]?.name]);
    const { rows: stats } = await sql<{ analyzed: number }>`
      select count(*)::int as analyzed from pg_stat_user_tables where last_analyze is not null`.execute(db);
    expect(stats[0]?.analyzed).toBe(rows.length);
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
    const analyzeNext = embeddedTableAnalyzer(db);
    while ((await analyzeNext()) !== 'game_rounds');
    expect(await plan(query)).not.toContain('game_rounds_real_closed');
  });
});

import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { freshPglite } from '../../test/test-app.ts';
import { insertTournament } from '../../test/tournament-factory.ts';
import { boardSnapshot, LARGE_BOARD_PARTICIPANTS, placeAt } from './board-snapshot.ts';
import { leaderboardLive, leaderboardPage } from './tournaments.service.ts';

let database: DatabaseHandle;
let db: Db;
let tournamentId: number;
let userIds: number[];

beforeAll(async () => {
  database = await freshPglite();
  db = database.db;
  tournamentId = await insertTournament(db, {});
  await sql`insert into users (login, locale, currency)
    select 'snapshot-' || g || '@example.com', 'en', 'USD'
    from generate_series(1, ${LARGE_BOARD_PARTICIPANTS + 10}::int) g`.execute(db);
  // Few distinct points, so many ties; some never scored (scored_at null ranks last among equals).
  await sql`insert into tournament_participants (tournament_id, user_id, joined_at, points, scored_at)
    select ${tournamentId}, id, now() - interval '1 day', (id * 7919) % 97,
      case when id % 13 = 0 then null else now() - (id % 5000) * interval '1 second' end
    from users where login like 'snapshot-%'`.execute(db);
  const rows = await db.selectFrom('users').select('id').where('login', 'like', 'snapshot-%').execute();
  userIds = rows.map((row) => Number(row.id));
});

afterAll(async () => {
  await database.close();
});

describe('large boards from a ranked snapshot', () => {
  it('places ties at the first row with their points', () => {
    const points = Float64Array.from([9, 7, 7, 7, 3]);
    expect([0, 1, 2, 3, 4].map((index) => placeAt(points, index))).toEqual([1, 2, 2, 2, 5]);
  });

  it('answers exactly what the database answers', async () => {
    const me = userIds[userIds.length - 7] as number;
    const queries = [
      { tournament_id: tournamentId, offset: 0, count: 20 },
      { tournament_id: tournamentId, offset: 1_500, count: 20 },
    ];
    // The first reads are exact (and show the board is large); then the snapshot answers.
    const exact = await Promise.all(queries.map((query) => leaderboardPage(db, me, query)));
    const exactLive = await leaderboardLive(db, me, { tournament_id: tournamentId, around: 3 });
    await expect.poll(() => boardSnapshot(db, tournamentId).then(Boolean)).toBe(true);
    const snapshot = await boardSnapshot(db, tournamentId);
    expect(snapshot?.userIds.length).toBe(LARGE_BOARD_PARTICIPANTS + 10);
    expect(await Promise.all(queries.map((query) => leaderboardPage(db, me, query)))).toEqual(exact);
    expect(await leaderboardLive(db, me, { tournament_id: tournamentId, around: 3 })).toEqual(exactLive);
    expect(exact[0]?.total).toBe(LARGE_BOARD_PARTICIPANTS + 10);
  });
});

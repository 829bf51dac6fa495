import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { openGameSession } from '../../modules/game-wallet/game-sessions.service.ts';
import { houseWalletClient } from '../../modules/game-wallet/wallet-client.ts';
import { checkLedger } from '../../modules/wallet/ledger-check.ts';
import { housePlatform } from '../../test/game-factory.ts';
import { freshPglite, testConfig } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer } from '../../test/wallet-factory.ts';
import { parseRouletteBets } from './adapters/roulette-adapter.ts';
import { DEFAULT_LIVE_SCHEDULE } from './engines/live-roulette.ts';
import { settleRouletteBets } from './engines/roulette.ts';
import { type LiveServices, placeLiveBets, settleDueLiveBets, tableState } from './live-table.service.ts';
import { playContext } from './round-context.ts';

let database: DatabaseHandle;
let db: Db;
let sysname: string;
/** The fake clock every service call reads. */
let now: Date;
let services: LiveServices;

const schedule = DEFAULT_LIVE_SCHEDULE;
/** A moment 5 s into some round's betting window. */
const roundStart = (index: number) => new Date(schedule.epochMs + index * schedule.roundMs + 5_000);

beforeAll(async () => {
  database = await freshPglite();
  db = database.db;
  await db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
  const row = await db
    .selectFrom('games')
    .select('sysname')
    .where('kind', '=', 'live-roulette')
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  sysname = row.sysname;
  now = roundStart(100_000);
  services = {
    db,
    wallet: houseWalletClient({ db, config: testConfig }),
    liveSecret: 'test-live-table-secret',
    now: () => now,
  };
});
afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await database.close();
});

async function player(balance = 10_000) {
  const userId = await insertPlayer(db);
  await fundPlayer(db, userId, balance);
  const session = await openGameSession(db, { userId, sysname, mode: 'real', now: new Date() });
  return playContext(housePlatform(db), session.token);
}

describe('live roulette table', () => {
  it('shows every player the same round, timer and result, and settles bets when the ball stops', async () => {
    const alice = await player();
    const bob = await player();
    const tableA = await tableState(services, alice);
    const tableB = await tableState(services, bob);
    expect(tableA.round).toEqual(tableB.round);
    expect(tableA.results).toEqual(tableB.results);
    expect(Date.parse(tableA.round.closesAt) - Date.parse(tableA.round.opensAt)).toBe(schedule.bettingMs);

    const bets = [
      { kind: 'red', amount: 500 },
      { kind: 'straight', value: 7, amount: 100 },
    ];
    const placed = await placeLiveBets(services, alice, {
      requestId: randomUUID(),
      stake: 600,
      params: { bets, round: tableA.round.id },
    });
    expect(placed.balance.amount).toBe(10_000 - 600);
    await placeLiveBets(services, bob, {
      requestId: randomUUID(),
      stake: 100,
      params: { bets: [{ kind: 'black', amount: 100 }], round: tableB.round.id },
    });
    expect((await tableState(services, alice)).myBets).toEqual({ roundId: tableA.round.id, stake: 600 });

    // Bets close when the window ends.
    now = new Date(Date.parse(tableA.round.closesAt) + 1);
    await expect(
      placeLiveBets(services, alice, {
        requestId: randomUUID(),
        stake: 100,
        params: { bets: [{ kind: 'odd', amount: 100 }], round: tableA.round.id },
      }),
    ).rejects.toMatchObject({ code: 'BETS_CLOSED' });
    expect((await tableState(services, alice)).results.map((r) => r.id)).not.toContain(tableA.round.id);

    // The ball stops: both players see the same number, and Alice's bets pay by it.
    now = new Date(Date.parse(tableA.round.spinsAt) + 1);
    const afterA = await tableState(services, alice);
    const afterB = await tableState(services, bob);
    expect(afterA.results[0]).toEqual(afterB.results[0]);
    expect(afterA.results[0]!.id).toBe(tableA.round.id);
    const pocket = afterA.results[0]!.result;
    const expected = settleRouletteBets(pocket, { bets: parseRouletteBets(bets) });
    expect(afterA.settled).toEqual([
      { liveRoundId: tableA.round.id, stake: 600, payout: expected.totalPayoutMinor },
    ]);
    expect(afterA.balance.amount).toBe(10_000 - 600 + expected.totalPayoutMinor);

    // Bob's bet was settled too (by his poll, or by the table's settler for players who left).
    await settleDueLiveBets(services);
    const open = await db.selectFrom('house_rounds').select('id').where('status', '=', 'open').execute();
    expect(open).toEqual([]);
  });

  it('pays bets of players who left when the settler runs', async () => {
    now = roundStart(100_010);
    const carol = await player();
    const table = await tableState(services, carol);
    await placeLiveBets(services, carol, {
      requestId: randomUUID(),
      stake: 1_000,
      params: { bets: [{ kind: 'low', amount: 1_000 }], round: table.round.id },
    });
    expect(await settleDueLiveBets(services)).toBe(0);
    now = new Date(Date.parse(table.round.spinsAt) + 1);
    expect(await settleDueLiveBets(services)).toBe(1);
    const [round] = await db
      .selectFrom('house_rounds')
      .select(['status', 'payout'])
      .where('owner', '=', carol.owner)
      .execute();
    expect(round?.status).toBe('closed');
    expect([0, 2_000]).toContain(round?.payout);
  });
});

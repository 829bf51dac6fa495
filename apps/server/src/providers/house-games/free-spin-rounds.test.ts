import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import {
  expireDuePacks,
  freeSpinsView,
  grantFreeSpins,
} from '../../modules/free-spins/free-spins.service.ts';
import { freeSpinsSeam } from '../../modules/game-wallet/game-platform.ts';
import { houseWalletClient } from '../../modules/game-wallet/wallet-client.ts';
import { checkLedger } from '../../modules/wallet/ledger-check.ts';
import { houseGamePlayer } from '../../test/game-factory.ts';
import { freshPglite, freshPostgres, testConfig, testDatabaseUrl } from '../../test/test-app.ts';
import { takeSpinFor } from './free-spin-rounds.ts';
import * as repo from './house-rounds.repository.ts';
import { init, play } from './house-rounds.service.ts';
import type { HouseServices, PlayContext } from './round-context.ts';
import { DEFAULT_RECOVERY_GRACE_MS, recoverStranded } from './round-recovery.ts';

// Free-spin rounds (decision 0035): a spin is taken once, nothing is bet through the wallet, the pack's
// winnings become one bonus when it ends, and a round a dead process left is recovered like any round.

const BALANCE = 10_000;
const STAKE = 100;
const WAGER = 30;

function useDatabase(open: () => Promise<DatabaseHandle>) {
  const t = {} as { db: Db; services: HouseServices };
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
    t.db = database.db;
    // A jackpot win would add to the balances these tests expect exactly.
    await t.db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
    t.services = {
      db: t.db,
      wallet: houseWalletClient({ db: t.db, config: testConfig }),
      freeSpins: freeSpinsSeam(t.db),
    };
  });
  afterAll(async () => {
    expect(await checkLedger(t.db)).toEqual([]);
    await database.close();
  });
  return t;
}

/** A funded slot player holding a pack of `count` spins of that slot. */
async function playerWithPack(db: Db, count: number, days = 7) {
  const ctx = await houseGamePlayer(db, 'video-slot', BALANCE);
  const pack = await db.transaction().execute((trx) =>
    grantFreeSpins(
      trx,
      {
        userId: ctx.session.userId as number,
        currency: ctx.session.currency,
        onceKey: `test:${randomUUID()}`,
        offerId: null,
        terms: {
          titles: { en: 'Test spins', de: 'Test-Freispiele' },
          game: ctx.game.sysname,
          count,
          stake: STAKE,
          days,
          wager: WAGER,
        },
      },
      new Date(),
    ),
  );
  return { ctx, packId: pack!.id };
}

const spin = (services: HouseServices, ctx: PlayContext, packId: number, requestId: string = randomUUID()) =>
  play(services, ctx, { requestId, stake: 20, params: {}, freeSpinPackId: packId });

const packOf = (db: Db, id: number) =>
  db.selectFrom('free_spin_packs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const packRounds = (db: Db, id: number) =>
  db
    .selectFrom('house_rounds')
    .select(['id', 'status', 'payout', 'stake'])
    .where('free_spin_pack_id', '=', id)
    .execute();

const winningsBonuses = (db: Db, packId: number) =>
  db
    .selectFrom('bonuses')
    .select(['amount', 'wager_required', 'status'])
    .where('once_key', '=', `freespins:${packId}`)
    .execute();

/** The game shows main plus the active bonus's money (decision 0041); the winnings' bonus is taken off. */
const mainBalance = async (services: HouseServices, ctx: PlayContext) => {
  const shown = (await init(services, ctx)).balance.amount;
  const bonus = await services.db
    .selectFrom('bonuses')
    .select((eb) =>
      eb.fn.coalesce(eb.fn.sum<number>(sql<number>`amount + played`), sql<number>`0`).as('money'),
    )
    .where('user_id', '=', ctx.session.userId as number)
    .where('status', '=', 'active')
    .executeTakeFirstOrThrow();
  return shown - Number(bonus.money);
};

/** The pack ended as it should: its winnings are the sum of its closed rounds, and one bonus holds them. */
async function expectEndedOnce(db: Db, packId: number) {
  const pack = await packOf(db, packId);
  expect(['finished', 'expired']).toContain(pack.status);
  const rounds = await packRounds(db, packId);
  expect(rounds.filter((round) => round.status === 'open')).toEqual([]);
  const won = rounds.filter((round) => round.status === 'closed').reduce((sum, r) => sum + r.payout, 0);
  expect(pack.winnings).toBe(won);
  const bonuses = await winningsBonuses(db, packId);
  expect(bonuses).toHaveLength(won > 0 ? 1 : 0);
  if (won > 0) expect(bonuses[0]).toMatchObject({ amount: won, wager_required: won * WAGER });
  return { pack, rounds };
}

describe('free-spin rounds (embedded database)', () => {
  const t = useDatabase(freshPglite);

  it('plays each spin at the pack stake with nothing debited, and grants the winnings once at the end', async () => {
    const { ctx, packId } = await playerWithPack(t.db, 3);
    const started = await init(t.services, ctx);
    expect(started.freeSpins).toMatchObject([{ id: packId, left: 3, total: 3, stake: STAKE }]);

    const first = await spin(t.services, ctx, packId, 'free-spin-repeat');
    expect(first.round.stake).toBe(STAKE);
    expect(first.freeSpins).toMatchObject([{ id: packId, left: 2 }]);
    // A retry of the same request answers the same round and takes no second spin.
    const again = await spin(t.services, ctx, packId, 'free-spin-repeat');
    expect(again.round.id).toBe(first.round.id);
    expect((await packOf(t.db, packId)).spins_left).toBe(2);

    await spin(t.services, ctx, packId);
    await spin(t.services, ctx, packId);
    await expect(spin(t.services, ctx, packId)).rejects.toMatchObject({ code: 'NO_FREE_SPINS' });
    // Nothing left the main balance, and no wallet transaction names these rounds.
    expect(await mainBalance(t.services, ctx)).toBe(BALANCE);
    const rounds = await packRounds(t.db, packId);
    expect(rounds).toHaveLength(3);
    // No wallet transaction names these rounds (a paid round's are `<round>:bet` and `<round>:win`).
    for (const round of rounds) {
      const wallet = await t.db
        .selectFrom('game_wallet_transactions')
        .select('id')
        .where('transaction_id', 'like', `${round.id}:%`)
        .execute();
      expect(wallet).toEqual([]);
    }

    const { pack } = await expectEndedOnce(t.db, packId);
    expect(pack.status).toBe('finished');
    // Ending it again moves nothing.
    expect(await expireDuePacks(t.db, new Date(Date.now() + 30 * 86_400_000))).toBe(0);
    await expectEndedOnce(t.db, packId);
    const view = await freeSpinsView(
      t.db,
      {
        userId: ctx.session.userId as number,
        locale: 'de',
        status: 'finished',
        count: 99,
        fields: ['description'],
      },
      new Date(),
    );
    expect(view).toMatchObject([
      { id: packId, status: 'finished', remaining_count: 0, description: { title: 'Test-Freispiele' } },
    ]);
  });

  it('refuses a pack of another player, another game or a demo session', async () => {
    const { packId } = await playerWithPack(t.db, 2);
    const other = await houseGamePlayer(t.db, 'video-slot', BALANCE);
    await expect(spin(t.services, other, packId)).rejects.toMatchObject({ code: 'NO_FREE_SPINS' });
    const dice = await houseGamePlayer(t.db, 'dice', BALANCE);
    await expect(
      play(t.services, dice, { requestId: randomUUID(), stake: 100, params: {}, freeSpinPackId: packId }),
    ).rejects.toMatchObject({ code: 'NO_FREE_SPINS' });
    expect((await packOf(t.db, packId)).spins_left).toBe(2);
  });

  it('an expired pack with spins left ends without a bonus and no longer plays', async () => {
    const { ctx, packId } = await playerWithPack(t.db, 5);
    expect(await expireDuePacks(t.db, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThanOrEqual(1);
    const { pack } = await expectEndedOnce(t.db, packId);
    expect(pack).toMatchObject({ status: 'expired', spins_left: 5 });
    await expect(spin(t.services, ctx, packId)).rejects.toMatchObject({ code: 'NO_FREE_SPINS' });
    const active = await freeSpinsView(
      t.db,
      { userId: ctx.session.userId as number, locale: 'en', status: 'active', count: 99, fields: undefined },
      new Date(),
    );
    expect(active).toEqual([]);
  });

  it('a spin a dead process left without a result gives its spin back; one with a result is paid once', async () => {
    const { ctx, packId } = await playerWithPack(t.db, 2);
    const later = { ...t.services, now: () => new Date(Date.now() + DEFAULT_RECOVERY_GRACE_MS + 1_000) };
    // The process died right after opening the round and taking its spin.
    const stranded = async (outcome?: { payout: number }) => {
      const id = `hr${randomUUID().replaceAll('-', '').slice(0, 16)}`;
      await t.db.transaction().execute(async (trx) => {
        const stake = await takeSpinFor(t.services, trx, ctx, packId, new Date());
        const inserted = await repo.insertRound(trx, {
          id,
          session_token: ctx.session.token,
          owner: ctx.owner,
          user_id: ctx.session.userId,
          sysname: ctx.game.sysname,
          engine: ctx.game.engine,
          mode: 'real',
          currency: ctx.session.currency,
          seed_pair_id: null,
          nonce: null,
          client_seed: null,
          live_round_id: null,
          stake,
          params: {},
          request_id: randomUUID(),
          free_spin_pack_id: packId,
        });
        expect(inserted).toBe(true);
      });
      if (outcome)
        await repo.updateRound(t.db, id, { state: {}, outcome: {}, payout: outcome.payout as never });
      return id;
    };
    await stranded();
    expect((await packOf(t.db, packId)).spins_left).toBe(1);
    expect(await recoverStranded(later, { limit: 100 })).toMatchObject({ refunded: 1 });
    expect(await recoverStranded(later, { limit: 100 })).toMatchObject({ refunded: 0 });
    expect((await packOf(t.db, packId)).spins_left).toBe(2);

    await stranded({ payout: 250 });
    expect(await recoverStranded(later, { limit: 100, settleAll: true })).toMatchObject({ settled: 1 });
    expect(await recoverStranded(later, { limit: 100, settleAll: true })).toMatchObject({ settled: 0 });
    await spin(t.services, ctx, packId);
    const { pack } = await expectEndedOnce(t.db, packId);
    expect(pack.status).toBe('finished');
    expect(pack.winnings).toBeGreaterThanOrEqual(250);
    expect(await mainBalance(t.services, ctx)).toBe(BALANCE);
  });
});

describe.runIf(testDatabaseUrl)('free-spin rounds under concurrency on PostgreSQL', () => {
  const t = useDatabase(() => freshPostgres());

  it('two spins racing for the last spin take it once; the winnings are granted once', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { ctx, packId } = await playerWithPack(t.db, 1);
      const results = await Promise.allSettled([
        spin(t.services, ctx, packId),
        spin(t.services, ctx, packId),
      ]);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      const pack = await packOf(t.db, packId);
      expect(pack.spins_left).toBe(0);
      const { rounds } = await expectEndedOnce(t.db, packId);
      expect(rounds.filter((round) => round.status === 'closed')).toHaveLength(1);
      expect(await mainBalance(t.services, ctx)).toBe(BALANCE);
    }
  });

  it('the last spin racing the pack’s expiry: the spin plays and pays once, or the pack expires unplayed', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { ctx, packId } = await playerWithPack(t.db, 1);
      const farFuture = new Date(Date.now() + 30 * 86_400_000);
      await Promise.allSettled([
        spin(t.services, ctx, packId),
        expireDuePacks(t.db, farFuture),
        expireDuePacks(t.db, farFuture),
      ]);
      // Whatever the order, a pass after the race ends the pack if it is still open.
      await expireDuePacks(t.db, farFuture);
      const { pack, rounds } = await expectEndedOnce(t.db, packId);
      expect(pack.status === 'finished' ? 1 : 0).toBe(rounds.filter((r) => r.status === 'closed').length);
    }
  });

  it('several processes running the expiry job at once end each pack once', async () => {
    const packs = await Promise.all([1, 2, 3].map(() => playerWithPack(t.db, 2)));
    for (const { ctx, packId } of packs) await spin(t.services, ctx, packId);
    const farFuture = new Date(Date.now() + 30 * 86_400_000);
    await Promise.all([
      expireDuePacks(t.db, farFuture),
      expireDuePacks(t.db, farFuture),
      expireDuePacks(t.db, farFuture),
    ]);
    for (const { packId } of packs) {
      const { pack } = await expectEndedOnce(t.db, packId);
      expect(pack).toMatchObject({ status: 'expired', spins_left: 1 });
    }
  });
});

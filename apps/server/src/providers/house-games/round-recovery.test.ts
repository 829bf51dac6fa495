import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { houseWalletClient, type WalletClient } from '../../modules/game-wallet/wallet-client.ts';
import { checkLedger } from '../../modules/wallet/ledger-check.ts';
import { houseGamePlayer } from '../../test/game-factory.ts';
import { freshPglite, freshPostgres, testConfig, testDatabaseUrl } from '../../test/test-app.ts';
import { init, play } from './house-rounds.service.ts';
import type { HouseServices, PlayContext } from './round-context.ts';
import { DEFAULT_RECOVERY_GRACE_MS, recoverStranded } from './round-recovery.ts';

const DICE = { target: 5000, direction: 'over' };
const DIED = new Error('the process died here');

/** A wallet whose process "dies" right after (or before) one kind of call reaches the wallet. */
function dyingWallet(wallet: WalletClient, operation: 'bet' | 'win', when: 'before' | 'after'): WalletClient {
  return {
    ...wallet,
    [operation]: async (request: Record<string, unknown>) => {
      if (when === 'after') await wallet[operation](request);
      throw DIED;
    },
  };
}

/** The same services, as seen `ms` later (rounds created now are then older than the grace). */
function later(services: HouseServices, ms = DEFAULT_RECOVERY_GRACE_MS + 1_000): HouseServices {
  return { ...services, now: () => new Date(Date.now() + ms) };
}

function useDatabase(open: () => Promise<DatabaseHandle>) {
  const t = {} as { db: Db; services: HouseServices };
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
    t.db = database.db;
    // A jackpot win would add to the balances these tests expect exactly.
    await t.db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
    t.services = { db: t.db, wallet: houseWalletClient({ db: t.db, config: testConfig }) };
  });
  afterAll(async () => {
    expect(await checkLedger(t.db)).toEqual([]);
    await database.close();
  });
  return t;
}

const balanceOf = async (services: HouseServices, ctx: PlayContext) =>
  (await init(services, ctx)).balance.amount;

function ownRounds(db: Db, ctx: PlayContext) {
  return db
    .selectFrom('house_rounds')
    .select(['id', 'status', 'payout', 'outcome'])
    .where('owner', '=', ctx.owner)
    .orderBy('created_at')
    .execute();
}

async function walletMoves(db: Db, roundId: string) {
  const rows = await db
    .selectFrom('game_wallet_transactions')
    .select(['operation', 'amount'])
    .where('transaction_id', 'like', `${roundId}:%`)
    .orderBy('id')
    .execute();
  return rows.map((row) => `${row.operation}:${row.amount}`);
}

/** A round its process left right after the wallet took the bet. */
async function strandAfterBet(t: { db: Db; services: HouseServices }, ctx: PlayContext) {
  const dying = { ...t.services, wallet: dyingWallet(t.services.wallet, 'bet', 'after') };
  await expect(play(dying, ctx, { requestId: randomUUID(), stake: 100, params: DICE })).rejects.toBe(DIED);
  const [round] = await ownRounds(t.db, ctx);
  return round!;
}

describe('recovery of rounds a dead process left open (embedded database)', () => {
  const t = useDatabase(freshPglite);

  it('refunds a round stranded after its bet exactly once; the next pass does nothing', async () => {
    const ctx = await houseGamePlayer(t.db);
    const round = await strandAfterBet(t, ctx);
    expect(round.status).toBe('open');
    expect(await balanceOf(t.services, ctx)).toBe(9_900);
    // Within the grace period the round may still belong to a live request: left alone.
    expect(await recoverStranded(t.services, { limit: 100 })).toEqual({ settled: 0, refunded: 0 });

    expect(await recoverStranded(later(t.services), { limit: 100 })).toEqual({ settled: 0, refunded: 1 });
    expect(await recoverStranded(later(t.services), { limit: 100 })).toEqual({ settled: 0, refunded: 0 });
    expect(await balanceOf(t.services, ctx)).toBe(10_000);
    expect((await ownRounds(t.db, ctx))[0]).toMatchObject({ status: 'void' });
    expect(await walletMoves(t.db, round.id)).toEqual(['bet:100', 'rollback:100']);
    // Its request retried answers the recovery's refusal; a new round plays.
    const next = await play(t.services, ctx, { requestId: randomUUID(), stake: 100, params: DICE });
    expect(next.round.status).toBe('closed');
  });

  it('refunds a round stranded before its bet without moving money, and refuses that bet afterwards', async () => {
    const ctx = await houseGamePlayer(t.db);
    const dying = { ...t.services, wallet: dyingWallet(t.services.wallet, 'bet', 'before') };
    await expect(play(dying, ctx, { requestId: randomUUID(), stake: 100, params: DICE })).rejects.toBe(DIED);
    const [round] = await ownRounds(t.db, ctx);
    expect(await recoverStranded(later(t.services), { limit: 100 })).toEqual({ settled: 0, refunded: 1 });
    // The dead request's bet, arriving late, cannot take the stake of a round already given up.
    const late = await t.services.wallet.bet({
      session: ctx.session.token,
      transaction_id: `${round!.id}:bet`,
      round_id: round!.id,
      amount: 100,
    });
    expect(late).toMatchObject({ status: 'error', code: 'BET_ALREADY_SETTLED' });
    expect(await balanceOf(t.services, ctx)).toBe(10_000);
  });

  it('completes a round whose result was stored but not paid, paying it once', async () => {
    const ctx = await houseGamePlayer(t.db);
    const dying = { ...t.services, wallet: dyingWallet(t.services.wallet, 'win', 'before') };
    await expect(play(dying, ctx, { requestId: randomUUID(), stake: 100, params: DICE })).rejects.toBe(DIED);
    const [round] = await ownRounds(t.db, ctx);
    expect(round).toMatchObject({ status: 'open', outcome: expect.anything() });

    expect(await recoverStranded(later(t.services), { limit: 100 })).toEqual({ settled: 1, refunded: 0 });
    expect(await recoverStranded(later(t.services), { limit: 100 })).toEqual({ settled: 0, refunded: 0 });
    const [closed] = await ownRounds(t.db, ctx);
    expect(closed).toMatchObject({ status: 'closed', payout: round!.payout });
    expect(await balanceOf(t.services, ctx)).toBe(9_900 + round!.payout);
  });

  it('never blocks the player: their next round clears a stranded one once it is past the grace period', async () => {
    const ctx = await houseGamePlayer(t.db);
    await strandAfterBet(t, ctx);
    await expect(
      play(t.services, ctx, { requestId: randomUUID(), stake: 100, params: DICE }),
    ).rejects.toMatchObject({ code: 'ROUND_IN_PLAY' });
    const next = await play(later(t.services), ctx, { requestId: randomUUID(), stake: 100, params: DICE });
    expect(next.round.status).toBe('closed');
    expect(next.balance.amount).toBe(9_900 + next.round.payout);
    expect((await ownRounds(t.db, ctx)).map((row) => row.status)).toEqual(['void', 'closed']);
  });

  it('a request a recoverer took for dead is not played on: its stake comes back once', async () => {
    const ctx = await houseGamePlayer(t.db);
    const slow: WalletClient = {
      ...t.services.wallet,
      bet: async (request) => {
        const answer = await t.services.wallet.bet(request);
        // Another process's recoverer runs while this request is between its bet and its result.
        await recoverStranded(later(t.services), { limit: 100 });
        return answer;
      },
    };
    await expect(
      play({ ...t.services, wallet: slow }, ctx, { requestId: randomUUID(), stake: 100, params: DICE }),
    ).rejects.toMatchObject({ code: 'ROUND_INTERRUPTED' });
    expect(await balanceOf(t.services, ctx)).toBe(10_000);
    expect((await ownRounds(t.db, ctx)).map((row) => row.status)).toEqual(['void']);
  });

  it('leaves a stateful round in play alone: its player sees it and plays it on', async () => {
    const ctx = await houseGamePlayer(t.db, 'mines');
    const started = await play(t.services, ctx, {
      requestId: randomUUID(),
      stake: 100,
      params: { mines: 5 },
    });
    expect(await recoverStranded(later(t.services), { limit: 100 })).toEqual({ settled: 0, refunded: 0 });
    expect((await init(t.services, ctx)).round?.id).toBe(started.round.id);
  });
});

describe.runIf(testDatabaseUrl)('recovery of stranded rounds on PostgreSQL', () => {
  const t = useDatabase(() => freshPostgres());

  it('two recoverers at once resolve each of 30 stranded rounds exactly once', async () => {
    const players = await Promise.all(Array.from({ length: 30 }, () => houseGamePlayer(t.db)));
    for (const ctx of players) await strandAfterBet(t, ctx);
    const passes = await Promise.all([
      recoverStranded(later(t.services), { limit: 100 }),
      recoverStranded(later(t.services), { limit: 100 }),
      recoverStranded(later(t.services), { limit: 100 }),
    ]);
    expect(passes.reduce((sum, pass) => sum + pass.refunded, 0)).toBe(30);
    for (const ctx of players) {
      expect(await balanceOf(t.services, ctx)).toBe(10_000);
      const [round] = await ownRounds(t.db, ctx);
      expect(round?.status).toBe('void');
      expect(await walletMoves(t.db, round!.id)).toEqual(['bet:100', 'rollback:100']);
    }
  });
});

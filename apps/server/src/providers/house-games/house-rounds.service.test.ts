import { randomUUID } from 'node:crypto';
import { ApiError } from '@casino/shared/errors/api-error';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { openGameSession } from '../../modules/game-wallet/game-sessions.service.ts';
import { houseWalletClient } from '../../modules/game-wallet/wallet-client.ts';
import { checkLedger } from '../../modules/wallet/ledger-check.ts';
import { gameOfKind, houseGamePlayer, housePlatform } from '../../test/game-factory.ts';
import { freshPglite, testConfig } from '../../test/test-app.ts';
import { slotConfigOf } from './adapters/slot-adapter.ts';
import type { BlackjackState } from './engines/blackjack.ts';
import { payout } from './engines/engine-common.ts';
import type { MinesState } from './engines/mines.ts';
import { playSlot } from './engines/slot.ts';
import { roundStream } from './fairness/provably-fair.ts';
import { verifyRound } from './fairness/verify-round.ts';
import { adapterFor } from './house-engines.ts';
import { init, play } from './house-rounds.service.ts';
import { findHouseGame, type HouseServices, playContext } from './round-context.ts';
import { act } from './round-moves.ts';
import { history } from './round-views.ts';
import { changeClientSeed, rotateSeedPair } from './seed-pairs.service.ts';

let database: DatabaseHandle;
let db: Db;
let services: HouseServices;

beforeAll(async () => {
  database = await freshPglite();
  db = database.db;
  // A jackpot win would add to the balances these tests expect exactly.
  await db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
  services = { db, wallet: houseWalletClient({ db, config: testConfig }) };
});
afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await database.close();
});

async function guest(kind: string) {
  const session = await openGameSession(db, {
    userId: null,
    sysname: await gameOfKind(db, kind),
    mode: 'demo',
    now: new Date(),
  });
  return playContext(housePlatform(db), session.token);
}

const rid = () => randomUUID();

async function balanceOf(ctx: Awaited<ReturnType<typeof houseGamePlayer>>) {
  return (await init(services, ctx)).balance.amount;
}

async function roundRow(id: string) {
  return db.selectFrom('house_rounds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

async function walletRound(id: string) {
  return db.selectFrom('game_rounds').selectAll().where('round_id', '=', id).executeTakeFirstOrThrow();
}

describe('single-shot rounds', () => {
  it('debits the stake, credits the engine payout and closes the round', async () => {
    const ctx = await houseGamePlayer(db, 'dice', 100_000);
    const answer = await play(services, ctx, {
      requestId: rid(),
      stake: 100,
      params: { target: 4999, direction: 'over' },
    });
    const row = await roundRow(answer.round.id);
    const pair = await db
      .selectFrom('house_seed_pairs')
      .select('server_seed')
      .where('id', '=', row.seed_pair_id!)
      .executeTakeFirstOrThrow();
    const recomputed = verifyRound(
      'dice',
      { serverSeed: pair.server_seed, clientSeed: row.client_seed! },
      row.nonce!,
      { target: 4999, direction: 'over', rtpBp: ctx.game.rtpBp },
    ).outcome;

    expect(answer.round.status).toBe('closed');
    expect(answer.round.payout).toBe(payout(100, recomputed.multiplier));
    expect(answer.balance.amount).toBe(100_000 - 100 + answer.round.payout);
    expect(await balanceOf(ctx)).toBe(answer.balance.amount);
    expect(answer.round.view).toMatchObject({ roll: recomputed.roll, won: recomputed.win });
    expect(await walletRound(answer.round.id)).toMatchObject({ status: 'closed', total_bet: 100 });
    expect(answer.fairness.nonce).toBe(row.nonce! + 1);
  });

  it('closes a lost round with a win of 0', async () => {
    const ctx = await houseGamePlayer(db, 'dice', 100_000);
    // 1% chance to win: the first loss comes within a few rounds.
    let lost: Awaited<ReturnType<typeof play>> | undefined;
    for (let i = 0; i < 20 && !lost; i++) {
      const answer = await play(services, ctx, {
        requestId: rid(),
        stake: 50,
        params: { target: 100, direction: 'under' },
      });
      if (answer.round.payout === 0) lost = answer;
    }
    expect(lost).toBeDefined();
    expect(await walletRound(lost!.round.id)).toMatchObject({
      status: 'closed',
      total_bet: 50,
      total_win: 0,
    });
    const wins = await db
      .selectFrom('game_wallet_transactions')
      .select(['amount'])
      .where('transaction_id', '=', `${lost!.round.id}:win`)
      .execute();
    expect(wins).toEqual([{ amount: 0 }]);
  });

  it('answers a retried request with the same round and debits once', async () => {
    const ctx = await houseGamePlayer(db, 'crash', 100_000);
    const requestId = rid();
    const first = await play(services, ctx, { requestId, stake: 200, params: { target: 150 } });
    const again = await play(services, ctx, { requestId, stake: 200, params: { target: 150 } });
    expect(again.round.id).toBe(first.round.id);
    expect(again.round.payout).toBe(first.round.payout);
    expect(await balanceOf(ctx)).toBe(100_000 - 200 + first.round.payout);
    const rounds = await db.selectFrom('house_rounds').select('id').where('owner', '=', ctx.owner).execute();
    expect(rounds).toHaveLength(1);
  });

  it('plays a slot round with its free spins as sub-spins of one round', async () => {
    const ctx = await houseGamePlayer(db, 'video-slot', 100_000);
    const config = slotConfigOf(ctx.game);
    const { fairness } = await init(services, ctx);
    const live = await db
      .selectFrom('house_seed_pairs')
      .select('server_seed')
      .where('owner', '=', ctx.owner)
      .where('revealed_at', 'is', null)
      .executeTakeFirstOrThrow();
    // The test knows the server seed, so it picks a client seed whose next round triggers the feature.
    let clientSeed = '';
    for (let i = 0; !clientSeed; i++) {
      const candidate = `free-spins-${i}`;
      const outcome = playSlot(
        config,
        roundStream({ serverSeed: live.server_seed, clientSeed: candidate, nonce: fairness.nonce }),
      );
      if (outcome.freeSpins > 0) clientSeed = candidate;
    }
    await changeClientSeed(db, ctx.owner, ctx.game.sysname, clientSeed);
    const answer = await play(services, ctx, { requestId: rid(), stake: 200, params: {} });
    const expected = playSlot(
      config,
      roundStream({ serverSeed: live.server_seed, clientSeed, nonce: fairness.nonce }),
    );
    const view = answer.round.view as { spins: unknown[]; freeSpins: number };
    expect(view.freeSpins).toBe(expected.freeSpins);
    expect(view.spins).toHaveLength(expected.spins.length);
    expect(answer.round.payout).toBe(payout(200, expected.multiplier));
    expect(answer.balance.amount).toBe(100_000 - 200 + answer.round.payout);
    expect(await walletRound(answer.round.id)).toMatchObject({
      status: 'closed',
      total_win: answer.round.payout,
    });
  });

  it('plays roulette bets for the sum of their stakes', async () => {
    const ctx = await houseGamePlayer(db, 'roulette', 100_000);
    const bets = [
      { kind: 'straight', value: 17, amount: 100 },
      { kind: 'red', amount: 200 },
      { kind: 'dozen', value: 2, amount: 50 },
    ];
    const answer = await play(services, ctx, { requestId: rid(), stake: 350, params: { bets } });
    const view = answer.round.view as { result: number; bets: { win: number }[] };
    expect(view.bets.reduce((sum, bet) => sum + bet.win, 0)).toBe(answer.round.payout);
    expect(answer.balance.amount).toBe(100_000 - 350 + answer.round.payout);
    await expect(
      play(services, ctx, { requestId: rid(), stake: 300, params: { bets } }),
    ).rejects.toMatchObject({ type: 'InvalidParameterException' });
  });

  it('plays demo rounds for a guest on the session fun balance', async () => {
    const ctx = await guest('dice');
    const before = await init(services, ctx);
    expect(before.balance.currency).toBe('FUN');
    const answer = await play(services, ctx, {
      requestId: rid(),
      stake: 1_000,
      params: { target: 5000, direction: 'under' },
    });
    expect(answer.balance).toEqual({
      amount: before.balance.amount - 1_000 + answer.round.payout,
      currency: 'FUN',
    });
  });
});

describe('stake limits and refusals', () => {
  it('refuses stakes outside the limits of the game type, moving nothing', async () => {
    const ctx = await houseGamePlayer(db, 'dice', 100_000);
    for (const stake of [0, 5, 10_001, 12.5, '100']) {
      await expect(
        play(services, ctx, { requestId: rid(), stake, params: { target: 5000, direction: 'over' } }),
      ).rejects.toMatchObject({
        type: 'InvalidParameterException',
        invalidParameters: { stake: expect.any(String) },
      });
    }
    const slot = await houseGamePlayer(db, 'video-slot', 100_000);
    await expect(play(services, slot, { requestId: rid(), stake: 10, params: {} })).rejects.toMatchObject({
      type: 'InvalidParameterException',
    });
    expect(await balanceOf(ctx)).toBe(100_000);
    const rounds = await db
      .selectFrom('house_rounds')
      .select('id')
      .where('owner', 'in', [ctx.owner, slot.owner])
      .execute();
    expect(rounds).toEqual([]);
  });

  it('refuses a stake above the balance and voids the round', async () => {
    const ctx = await houseGamePlayer(db, 'dice', 50);
    await expect(
      play(services, ctx, { requestId: rid(), stake: 100, params: { target: 5000, direction: 'over' } }),
    ).rejects.toMatchObject({ type: 'UserNeedDepositException' });
    expect(await balanceOf(ctx)).toBe(50);
    const [row] = await db
      .selectFrom('house_rounds')
      .select('status')
      .where('owner', '=', ctx.owner)
      .execute();
    expect(row?.status).toBe('void');
  });

  it('rolls the bet back when the engine fails after the bet', async () => {
    const ctx = await houseGamePlayer(db, 'dice', 100_000);
    const failing = vi.spyOn(adapterFor('dice')!, 'start').mockImplementation(() => {
      throw new Error('engine failure');
    });
    const requestId = rid();
    const error = await play(services, ctx, {
      requestId,
      stake: 100,
      params: { target: 5000, direction: 'over' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(await balanceOf(ctx)).toBe(100_000);
    const [row] = await db
      .selectFrom('house_rounds')
      .select(['id', 'status'])
      .where('owner', '=', ctx.owner)
      .execute();
    expect(row?.status).toBe('void');
    const moves = await db
      .selectFrom('game_wallet_transactions')
      .select(['operation', 'amount'])
      .where('transaction_id', 'like', `${row!.id}:%`)
      .orderBy('id')
      .execute();
    expect(moves.map((move) => move.operation)).toEqual(['bet', 'rollback']);
    // The retry of the failed request answers the same refusal, and moves nothing.
    failing.mockRestore();
    await expect(
      play(services, ctx, { requestId, stake: 100, params: { target: 5000, direction: 'over' } }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(await balanceOf(ctx)).toBe(100_000);
  });
});

describe('stateful rounds', () => {
  it('mines: reveals safe tiles, cashes out, and loses on a mine', async () => {
    const ctx = await houseGamePlayer(db, 'mines', 100_000);
    const started = await play(services, ctx, { requestId: rid(), stake: 100, params: { mines: 5 } });
    expect(started.round.status).toBe('open');
    expect(started.balance.amount).toBe(99_900);
    expect(started.round.view).toMatchObject({ mineTiles: null, revealed: [] });
    const state = (await roundRow(started.round.id)).state as MinesState;
    const safe = [...Array(25).keys()].filter((tile) => !state.minePositions.includes(tile));

    const revealed = await act(services, ctx, {
      requestId: rid(),
      roundId: started.round.id,
      action: 'reveal',
      params: { tile: safe[0] },
    });
    expect(revealed.round.status).toBe('open');
    // A round in play keeps one game going at a time and its seed pair closed.
    await expect(
      play(services, ctx, { requestId: rid(), stake: 100, params: { mines: 5 } }),
    ).rejects.toMatchObject({
      code: 'ROUND_IN_PLAY',
    });
    await expect(rotateSeedPair(db, ctx.owner, ctx.game.sysname)).rejects.toMatchObject({
      type: 'InvalidRequestException',
    });
    expect((await init(services, ctx)).round?.id).toBe(started.round.id);

    const cashed = await act(services, ctx, {
      requestId: rid(),
      roundId: started.round.id,
      action: 'cashout',
      params: {},
    });
    expect(cashed.round.status).toBe('closed');
    expect(cashed.round.payout).toBeGreaterThan(100);
    expect(cashed.balance.amount).toBe(99_900 + cashed.round.payout);
    expect((cashed.round.view as { mineTiles: number[] }).mineTiles).toEqual(state.minePositions);
    await expect(
      act(services, ctx, {
        requestId: rid(),
        roundId: started.round.id,
        action: 'reveal',
        params: { tile: safe[1] },
      }),
    ).rejects.toMatchObject({ code: 'ROUND_CLOSED' });

    const second = await play(services, ctx, { requestId: rid(), stake: 100, params: { mines: 5 } });
    const mines = ((await roundRow(second.round.id)).state as MinesState).minePositions;
    const boom = await act(services, ctx, {
      requestId: rid(),
      roundId: second.round.id,
      action: 'reveal',
      params: { tile: mines[0] },
    });
    expect(boom.round).toMatchObject({ status: 'closed', payout: 0 });
    expect(await walletRound(second.round.id)).toMatchObject({ status: 'closed', total_win: 0 });
    expect(await balanceOf(ctx)).toBe(99_900 + cashed.round.payout - 100);
  });

  it('answers a retried move with the round as it stands, without playing it twice', async () => {
    const ctx = await houseGamePlayer(db, 'mines', 100_000);
    const started = await play(services, ctx, { requestId: rid(), stake: 100, params: { mines: 3 } });
    const mines = ((await roundRow(started.round.id)).state as MinesState).minePositions;
    const tile = [...Array(25).keys()].find((t) => !mines.includes(t))!;
    const move = { requestId: rid(), roundId: started.round.id, action: 'reveal', params: { tile } };
    const first = await act(services, ctx, move);
    const again = await act(services, ctx, move);
    expect(again.round.view).toEqual(first.round.view);
    expect((again.round.view as { revealed: number[] }).revealed).toEqual([tile]);
  });

  it('refuses a round of another player', async () => {
    const owner = await houseGamePlayer(db, 'mines', 100_000);
    const other = await houseGamePlayer(db, 'mines', 100_000);
    const started = await play(services, owner, { requestId: rid(), stake: 100, params: { mines: 3 } });
    await expect(
      act(services, other, { requestId: rid(), roundId: started.round.id, action: 'cashout', params: {} }),
    ).rejects.toMatchObject({ type: 'InvalidParameterException' });
  });

  it('blackjack: double puts a second stake in and settles the hand', async () => {
    const ctx = await houseGamePlayer(db, 'blackjack', 100_000);
    // A natural settles at once; deal until a hand is in play.
    let started: Awaited<ReturnType<typeof play>> | undefined;
    let spent = 0;
    let paid = 0;
    for (let i = 0; i < 10 && !started; i++) {
      const answer = await play(services, ctx, { requestId: rid(), stake: 100, params: {} });
      spent += 100;
      if (answer.round.status === 'open') started = answer;
      else paid += answer.round.payout;
    }
    expect(started).toBeDefined();
    expect((started!.round.view as { dealer: unknown[] }).dealer).toHaveLength(2);
    expect((started!.round.view as { dealer: unknown[] }).dealer[1]).toBeNull();
    const doubled = await act(services, ctx, {
      requestId: rid(),
      roundId: started!.round.id,
      action: 'double',
      params: {},
    });
    const state = (await roundRow(started!.round.id)).outcome as BlackjackState;
    expect(doubled.round).toMatchObject({ status: 'closed', stake: 200 });
    expect(doubled.round.payout).toBe(payout(100, state.multiplier));
    expect(doubled.balance.amount).toBe(100_000 - spent - 100 + paid + doubled.round.payout);
    expect(await walletRound(started!.round.id)).toMatchObject({ total_bet: 200, status: 'closed' });
  });

  it('blackjack: a refused move is rolled back, never half-played', async () => {
    const ctx = await houseGamePlayer(db, 'blackjack', 100_000);
    let open: Awaited<ReturnType<typeof play>> | undefined;
    for (let i = 0; i < 10 && !open; i++) {
      const answer = await play(services, ctx, { requestId: rid(), stake: 100, params: {} });
      if (answer.round.status === 'open') open = answer;
    }
    const failing = vi.spyOn(adapterFor('blackjack')!, 'act').mockImplementation(() => {
      throw new Error('engine failure');
    });
    const before = await balanceOf(ctx);
    await expect(
      act(services, ctx, { requestId: rid(), roundId: open!.round.id, action: 'double', params: {} }),
    ).rejects.toBeInstanceOf(ApiError);
    failing.mockRestore();
    expect(await balanceOf(ctx)).toBe(before);
    expect((await roundRow(open!.round.id)).stake).toBe(100);
  });

  it('blackjack: a double bet a dead process took but never played is returned when the hand goes on', async () => {
    const ctx = await houseGamePlayer(db, 'blackjack', 100_000);
    let open: Awaited<ReturnType<typeof play>> | undefined;
    for (let i = 0; i < 10 && !open; i++) {
      const answer = await play(services, ctx, { requestId: rid(), stake: 100, params: {} });
      if (answer.round.status === 'open') open = answer;
    }
    const before = await balanceOf(ctx);
    // The crashed request got as far as the wallet: the second stake is taken, the move never stored.
    const round = await roundRow(open!.round.id);
    await services.wallet.bet({
      session: round.session_token,
      transaction_id: `${round.id}:double`,
      round_id: round.id,
      amount: 100,
    });
    expect(await balanceOf(ctx)).toBe(before - 100);
    const stood = await act(services, ctx, {
      requestId: rid(),
      roundId: round.id,
      action: 'stand',
      params: {},
    });
    expect(stood.round).toMatchObject({ status: 'closed', stake: 100 });
    expect(stood.balance.amount).toBe(before + stood.round.payout);
    expect(await walletRound(round.id)).toMatchObject({ status: 'closed' });
  });

  it('high-low: right guesses chain the multiplier, cash out pays it', async () => {
    const ctx = await guest('hilo');
    const started = await play(services, ctx, { requestId: rid(), stake: 100, params: {} });
    const view = started.round.view as { next: Record<string, { chance: number } | null> };
    // Guess the likelier side until one is right, then cash out.
    let answer = started;
    for (let i = 0; i < 30; i++) {
      const next = (answer.round.view as typeof view).next;
      const guess = (next.higher?.chance ?? 0) >= (next.lower?.chance ?? 0) ? 'higher' : 'lower';
      answer = await act(services, ctx, {
        requestId: rid(),
        roundId: answer.round.id,
        action: guess,
        params: {},
      });
      if (answer.round.status === 'closed') {
        answer = await play(services, ctx, { requestId: rid(), stake: 100, params: {} });
        continue;
      }
      break;
    }
    expect(answer.round.status).toBe('open');
    const multiplier = (answer.round.view as { multiplier: number }).multiplier;
    expect(multiplier).toBeGreaterThan(1);
    const cashed = await act(services, ctx, {
      requestId: rid(),
      roundId: answer.round.id,
      action: 'cashout',
      params: {},
    });
    expect(cashed.round.payout).toBe(Math.floor(100 * multiplier));
  });
});

describe('seeds and history', () => {
  it('rotation reveals the server seed behind the hash shown, and history links every round to it', async () => {
    const ctx = await houseGamePlayer(db, 'dice', 100_000);
    const { fairness } = await init(services, ctx);
    await changeClientSeed(db, ctx.owner, ctx.game.sysname, 'my lucky seed');
    const played = await play(services, ctx, {
      requestId: rid(),
      stake: 100,
      params: { target: 5000, direction: 'over' },
    });
    const before = await history(services, ctx);
    expect(before.rounds[0]).toMatchObject({
      id: played.round.id,
      clientSeed: 'my lucky seed',
      serverSeed: null,
    });

    const rotated = await rotateSeedPair(db, ctx.owner, ctx.game.sysname);
    expect(rotated.revealed).toMatchObject({
      serverSeedHash: fairness.serverSeedHash,
      clientSeed: 'my lucky seed',
      nonce: 1,
    });
    expect(rotated.fairness.serverSeedHash).not.toBe(fairness.serverSeedHash);
    expect(rotated.fairness.nonce).toBe(0);
    const after = await history(services, ctx);
    expect(after.rounds[0]).toMatchObject({ serverSeed: rotated.revealed.serverSeed, nonce: 0 });
    await expect(changeClientSeed(db, ctx.owner, ctx.game.sysname, ' padded')).rejects.toMatchObject({
      type: 'InvalidParameterException',
    });
  });

  it('finds no game for an unknown sysname', async () => {
    expect(await findHouseGame(housePlatform(db), 'no-such-game')).toBeUndefined();
    await expect(playContext(housePlatform(db), 'not-a-token-of-any-session')).rejects.toMatchObject({
      type: 'AuthorizationException',
    });
  });
});

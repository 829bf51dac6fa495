import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realSession } from '../../test/bonus-play-factory.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import { registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { fundPlayer } from '../../test/wallet-factory.ts';
import { stakesEarned } from '../loyalty/loyalty.service.ts';
import { playerAccount, systemAccount } from '../wallet/ledger-accounts.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { openGameSession } from './game-sessions.service.ts';
import { gameWalletCall } from './game-wallet.repository.ts';
import { earnMissedStakePoints, MISSED_STAKES_SPAN_MS } from './missed-stake-points.ts';
import { walletCall } from './seamless-wallet.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  expect(await checkLedger(t.database.db)).toEqual([]);
  await t.close();
});

async function points(player: TestPlayer) {
  const row = await t.database.db
    .selectFrom('loyalty_accounts')
    .select(['points', 'lifetime_points'])
    .where('user_id', '=', player.uid)
    .executeTakeFirst();
  return { points: Number(row?.points ?? 0), lifetime: Number(row?.lifetime_points ?? 0) };
}

/** A bet through the wallet service, its stake's points queued as in play. */
function bet(token: string, amount: number) {
  const call = { session: token, transaction_id: randomUUID(), round_id: randomUUID(), amount };
  return walletCall(t.database.db, 'house', 'bet', call, new Date());
}

/**
 * A bet the wallet committed while its process died before the stake's loyalty batch: the wallet's own
 * statement, without the service around it.
 */
async function betWithoutItsHook(player: TestPlayer, token: string, amount: number) {
  const db = t.database.db;
  const transactionId = randomUUID();
  const roundId = randomUUID();
  await gameWalletCall(db, {
    provider: 'house',
    operation: 'bet',
    session: token,
    transactionId,
    roundId,
    amount,
    finished: null,
    referenceTransactionId: null,
    requestHash: randomUUID(),
    now: new Date(),
    mainAccount: await playerAccount(db, player.uid, 'main', 'USD'),
    clearingAccount: await systemAccount(db, 'provider_clearing', 'USD', player.uid),
    contributions: [],
    bonus: null,
  });
  return { transactionId, roundId };
}

describe('stakes a stopped process left without points', () => {
  it('earn at the next start, once; rolled-back, demo and already earned bets earn nothing more', async () => {
    const db = t.database.db;
    const player = await registerPlayer(t);
    await fundPlayer(db, player.uid, 1_000_000);
    const real = await realSession(db, player.uid);
    const sysname = await catalogueGame(db, { jackpot: false });
    const demo = await openGameSession(db, { userId: player.uid, sysname, mode: 'demo', now: new Date() });

    // Earned by the hook: 10 points per $1 on slots (content/site.json).
    await bet(real, 1_000);
    await stakesEarned(db);
    expect(await points(player)).toEqual({ points: 100, lifetime: 100 });

    await betWithoutItsHook(player, real, 2_000);
    const undone = await betWithoutItsHook(player, real, 5_000);
    await walletCall(
      db,
      'house',
      'rollback',
      {
        session: real,
        transaction_id: randomUUID(),
        round_id: undone.roundId,
        reference_transaction_id: undone.transactionId,
      },
      new Date(),
    );
    await bet(demo.token, 4_000);
    await stakesEarned(db);
    expect(await points(player)).toEqual({ points: 100, lifetime: 100 });

    // Only the $20 bet missed its points. Other tests' bets may be in the span too; each earns once.
    expect(await earnMissedStakePoints(db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await points(player)).toEqual({ points: 300, lifetime: 300 });
    expect(await earnMissedStakePoints(db, new Date())).toBe(0);
    expect(await points(player)).toEqual({ points: 300, lifetime: 300 });
  });

  it('a bet older than the span is left alone', async () => {
    const db = t.database.db;
    const player = await registerPlayer(t);
    await fundPlayer(db, player.uid, 1_000_000);
    const real = await realSession(db, player.uid);
    await betWithoutItsHook(player, real, 2_000);
    const later = new Date(Date.now() + MISSED_STAKES_SPAN_MS + 60_000);
    expect(await earnMissedStakePoints(db, later)).toBe(0);
    expect(await points(player)).toEqual({ points: 0, lifetime: 0 });
    expect(await earnMissedStakePoints(db, new Date())).toBe(1);
    expect(await points(player)).toEqual({ points: 200, lifetime: 200 });
  });
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { signBody } from '../../lib/body-signature.ts';
import { catalogueGame } from '../../test/game-factory.ts';
import {
  createTestApp,
  freshPglite,
  freshPostgres,
  testConfig,
  testDatabaseUrl,
} from '../../test/test-app.ts';
import { fundPlayer, insertPlayer } from '../../test/wallet-factory.ts';
import { selfExclude } from '../responsible-gaming/responsible-gaming.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { DEMO_CREDITS, GAME_SESSION_TTL_MS, openGameSession } from './game-sessions.service.ts';
import { houseWalletClient, type WalletClient } from './wallet-client.ts';
import { WALLET_SIGNATURE_HEADER, walletSecret } from './wallet-gateway.ts';
import type { WalletAnswer } from './wallet-protocol.ts';

const now = () => new Date();

/** A jackpot win would add to the balances these tests expect exactly (jackpots.test.ts covers wins). */
async function withoutJackpotWins(db: Db) {
  await db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
}

/**
 * Both ways a call runs: a plain game's call is one statement; a jackpot game's bet runs with its draw in
 * one transaction (and feeds the pools).
 */
const PATHS = [
  { path: 'a plain game', jackpot: false },
  { path: 'a jackpot game', jackpot: true },
];

const game = (db: Db, jackpot: boolean) => catalogueGame(db, { jackpot });

async function realSession(db: Db, balance: number, jackpot: boolean) {
  const userId = await insertPlayer(db);
  if (balance > 0) await fundPlayer(db, userId, balance);
  const session = await openGameSession(db, {
    userId,
    sysname: await game(db, jackpot),
    mode: 'real',
    now: now(),
  });
  return { userId, token: session.token };
}

interface WalletContext {
  db: Db;
  wallet: WalletClient;
}

/** A fresh database for one describe block; ledger:check must be clean when the block ends. */
function useWallet(open: () => Promise<DatabaseHandle>): WalletContext {
  const context = {} as WalletContext;
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
    context.db = database.db;
    await withoutJackpotWins(context.db);
    context.wallet = houseWalletClient({ db: context.db, config: testConfig });
  });
  afterAll(async () => {
    expect(await checkLedger(context.db)).toEqual([]);
    await database.close();
  });
  return context;
}

function ok(answer: WalletAnswer) {
  if (answer.status !== 'ok') throw new Error(`expected ok, got ${answer.code}: ${answer.message}`);
  return answer;
}

function code(answer: WalletAnswer) {
  return answer.status === 'error' ? answer.code : 'ok';
}

function ids() {
  const round = randomUUID();
  return { round, bet: `${round}:bet`, win: `${round}:win` };
}

describe.each(PATHS)('seamless wallet on the embedded database, $path', ({ jackpot }) => {
  const t = useWallet(freshPglite);

  it('debits a bet, credits a win, closes the round and reports the balance', async () => {
    const { token } = await realSession(t.db, 10_000, jackpot);
    const round = ids();
    expect(ok(await t.wallet.balance({ session: token })).balance).toBe(10_000);
    const bet = ok(
      await t.wallet.bet({ session: token, transaction_id: round.bet, round_id: round.round, amount: 300 }),
    );
    expect(bet).toMatchObject({ balance: 9_700, currency: 'USD' });
    const win = ok(
      await t.wallet.win({ session: token, transaction_id: round.win, round_id: round.round, amount: 900 }),
    );
    expect(win.balance).toBe(10_600);
    const late = await t.wallet.win({
      session: token,
      transaction_id: `${round.round}:late`,
      round_id: round.round,
      amount: 1,
    });
    expect(code(late)).toBe('ROUND_CLOSED');
  });

  it('answers a repeated bet with the first answer and moves money once; other content is refused', async () => {
    const { token } = await realSession(t.db, 1_000, jackpot);
    const round = ids();
    const request = { session: token, transaction_id: round.bet, round_id: round.round, amount: 250 };
    const first = ok(await t.wallet.bet(request));
    const again = ok(await t.wallet.bet(request));
    expect(again).toEqual({ ...first, duplicate: true });
    expect(ok(await t.wallet.balance({ session: token })).balance).toBe(750);
    expect(code(await t.wallet.bet({ ...request, amount: 251 }))).toBe('TRANSACTION_CONFLICT');
    expect(ok(await t.wallet.balance({ session: token })).balance).toBe(750);
  });

  it('refuses a win without a bet and a bet over the balance, moving nothing', async () => {
    const { token } = await realSession(t.db, 100, jackpot);
    const round = ids();
    expect(
      code(
        await t.wallet.win({ session: token, transaction_id: round.win, round_id: round.round, amount: 50 }),
      ),
    ).toBe('ROUND_NOT_FOUND');
    expect(
      code(
        await t.wallet.bet({ session: token, transaction_id: round.bet, round_id: round.round, amount: 101 }),
      ),
    ).toBe('INSUFFICIENT_FUNDS');
    expect(ok(await t.wallet.balance({ session: token })).balance).toBe(100);
    // The refused bet left no trace: the same id may be tried again once money is there.
    expect(
      ok(
        await t.wallet.bet({ session: token, transaction_id: round.bet, round_id: round.round, amount: 100 }),
      ).balance,
    ).toBe(0);
  });

  it('rolls a bet back once, acknowledges an unknown rollback and then refuses that bet id', async () => {
    const { token } = await realSession(t.db, 1_000, jackpot);
    const round = ids();
    ok(await t.wallet.bet({ session: token, transaction_id: round.bet, round_id: round.round, amount: 400 }));
    const rollback = {
      session: token,
      transaction_id: `${round.round}:rb`,
      round_id: round.round,
      reference_transaction_id: round.bet,
    };
    expect(ok(await t.wallet.rollback(rollback)).balance).toBe(1_000);
    expect(ok(await t.wallet.rollback(rollback)).duplicate).toBe(true);
    // Another rollback id for the same bet moves nothing either.
    const other = ok(await t.wallet.rollback({ ...rollback, transaction_id: `${round.round}:rb2` }));
    expect(other).toMatchObject({ balance: 1_000, duplicate: true });

    const ghost = ids();
    const unknown = ok(
      await t.wallet.rollback({
        session: token,
        transaction_id: `${ghost.round}:rb`,
        round_id: ghost.round,
        reference_transaction_id: ghost.bet,
      }),
    );
    expect(unknown.balance).toBe(1_000);
    expect(
      code(
        await t.wallet.bet({ session: token, transaction_id: ghost.bet, round_id: ghost.round, amount: 10 }),
      ),
    ).toBe('BET_ALREADY_SETTLED');
    expect(ok(await t.wallet.balance({ session: token })).balance).toBe(1_000);
  });

  it('never rolls back a bet whose round paid a win (no double credit)', async () => {
    const { token } = await realSession(t.db, 1_000, jackpot);
    const round = ids();
    ok(await t.wallet.bet({ session: token, transaction_id: round.bet, round_id: round.round, amount: 100 }));
    ok(await t.wallet.win({ session: token, transaction_id: round.win, round_id: round.round, amount: 0 }));
    const rollback = {
      session: token,
      transaction_id: `${round.round}:rb`,
      round_id: round.round,
      reference_transaction_id: round.bet,
    };
    expect(code(await t.wallet.rollback(rollback))).toBe('BET_ALREADY_SETTLED');
    expect(ok(await t.wallet.balance({ session: token })).balance).toBe(900);
  });

  it('refuses bets after the session expired but still accepts the win of an open round', async () => {
    const userId = await insertPlayer(t.db);
    await fundPlayer(t.db, userId, 1_000);
    const launchedAt = new Date(Date.now() - GAME_SESSION_TTL_MS + 60_000);
    const { token } = await openGameSession(t.db, {
      userId,
      sysname: await game(t.db, jackpot),
      mode: 'real',
      now: launchedAt,
    });
    const round = ids();
    ok(await t.wallet.bet({ session: token, transaction_id: round.bet, round_id: round.round, amount: 100 }));
    await t.db
      .updateTable('game_sessions')
      .set({ expires_at: new Date(Date.now() - 1) })
      .where('token', '=', token)
      .execute();
    const next = ids();
    expect(
      code(
        await t.wallet.bet({ session: token, transaction_id: next.bet, round_id: next.round, amount: 100 }),
      ),
    ).toBe('SESSION_EXPIRED');
    expect(
      ok(
        await t.wallet.win({ session: token, transaction_id: round.win, round_id: round.round, amount: 250 }),
      ).balance,
    ).toBe(1_150);
  });

  it('plays demo sessions on their own play money, for guests too, without touching the ledger', async () => {
    const before = await t.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const { token, currency } = await openGameSession(t.db, {
      userId: null,
      sysname: await game(t.db, jackpot),
      mode: 'demo',
      now: now(),
    });
    expect(currency).toBe('FUN');
    const round = ids();
    expect(
      ok(
        await t.wallet.bet({ session: token, transaction_id: round.bet, round_id: round.round, amount: 500 }),
      ).balance,
    ).toBe(DEMO_CREDITS - 500);
    expect(
      ok(
        await t.wallet.win({
          session: token,
          transaction_id: round.win,
          round_id: round.round,
          amount: 1_500,
        }),
      ).balance,
    ).toBe(DEMO_CREDITS + 1_000);
    const big = ids();
    expect(
      code(
        await t.wallet.bet({
          session: token,
          transaction_id: big.bet,
          round_id: big.round,
          amount: DEMO_CREDITS * 2,
        }),
      ),
    ).toBe('INSUFFICIENT_FUNDS');
    const after = await t.db
      .selectFrom('ledger_transactions')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toEqual(before.n);
  });

  it('refuses bets of a player who self-excluded after launching the game', async () => {
    const { token, userId } = await realSession(t.db, 1_000, jackpot);
    const user = await t.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    await selfExclude(t.db, user, { period: '1d' }, now());
    const round = ids();
    expect(
      code(
        await t.wallet.bet({ session: token, transaction_id: round.bet, round_id: round.round, amount: 10 }),
      ),
    ).toBe('PLAYER_EXCLUDED');
    await expect(
      openGameSession(t.db, { userId, sysname: await game(t.db, jackpot), mode: 'real', now: now() }),
    ).rejects.toMatchObject({
      type: 'AccessDeniedException',
    });
  });

  it('refuses real play for a guest and unknown sessions', async () => {
    await expect(
      openGameSession(t.db, { userId: null, sysname: await game(t.db, jackpot), mode: 'real', now: now() }),
    ).rejects.toMatchObject({
      type: 'AuthorizationException',
    });
    expect(code(await t.wallet.balance({ session: 'x'.repeat(32) }))).toBe('SESSION_NOT_FOUND');
    expect(
      code(await t.wallet.bet({ session: 'short', transaction_id: 't', round_id: 'r', amount: 1 })),
    ).toBe('INVALID_REQUEST');
  });
});

describe('seamless wallet over HTTP', () => {
  it('checks the signature and its age before believing a call', async () => {
    const { app, database, close } = await createTestApp();
    const db = database.db;
    await withoutJackpotWins(db);
    try {
      const { token } = await realSession(db, 1_000, false);
      const round = ids();
      const body = JSON.stringify({
        session: token,
        transaction_id: round.bet,
        round_id: round.round,
        amount: 100,
      });
      const secret = walletSecret(testConfig.sessionSecret, 'house');
      const nowS = Math.floor(Date.now() / 1000);
      const send = (signature: string, payload = body) =>
        app.inject({
          method: 'POST',
          url: '/platform/wallet/house/bet',
          headers: { 'content-type': 'application/json', [WALLET_SIGNATURE_HEADER]: signature },
          payload,
        });
      expect((await send(signBody('wrong', body, nowS))).json()).toMatchObject({ code: 'INVALID_SIGNATURE' });
      expect((await send(signBody(secret, body, nowS - 301))).json()).toMatchObject({
        code: 'INVALID_SIGNATURE',
      });
      const tampered = body.replace('"amount":100', '"amount":1');
      expect((await send(signBody(secret, body, nowS), tampered)).json()).toMatchObject({
        code: 'INVALID_SIGNATURE',
      });
      expect((await send(signBody(secret, body, nowS))).json()).toMatchObject({ status: 'ok', balance: 900 });
      const unknown = await app.inject({
        method: 'POST',
        url: '/platform/wallet/other/bet',
        payload: body,
        headers: { 'content-type': 'application/json' },
      });
      expect(unknown.json()).toMatchObject({ code: 'INVALID_REQUEST' });
    } finally {
      await close();
    }
  });
});

describe.runIf(testDatabaseUrl).each(PATHS)(
  'seamless wallet on PostgreSQL under concurrency, $path',
  ({ jackpot }) => {
    const t = useWallet(freshPostgres);

    it('debits a bet sent ten times at once exactly once', async () => {
      const { token } = await realSession(t.db, 1_000, jackpot);
      const round = ids();
      const request = { session: token, transaction_id: round.bet, round_id: round.round, amount: 300 };
      const answers = await Promise.all(Array.from({ length: 10 }, () => t.wallet.bet(request)));
      expect(answers.map(code)).toEqual(Array(10).fill('ok'));
      expect(answers.filter((answer) => answer.status === 'ok' && !answer.duplicate)).toHaveLength(1);
      expect(ok(await t.wallet.balance({ session: token })).balance).toBe(700);
    });

    /** Ten copies of one request at once: one effect, and every reply is that effect's answer. */
    async function tenAtOnce(request: Record<string, unknown>, send: WalletClient['win']) {
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(request)));
      expect(answers.map(code)).toEqual(Array(10).fill('ok'));
      const replies = answers.map(ok);
      const first = replies.filter((answer) => !answer.duplicate);
      expect(first).toHaveLength(1);
      for (const answer of replies) {
        expect(answer).toEqual(answer === first[0] ? first[0] : { ...first[0], duplicate: true });
      }
    }

    it('answers a finishing win sent ten times at once with its first answer, credited once', async () => {
      const { token } = await realSession(t.db, 1_000, jackpot);
      const round = ids();
      ok(
        await t.wallet.bet({ session: token, transaction_id: round.bet, round_id: round.round, amount: 300 }),
      );
      const win = {
        session: token,
        transaction_id: round.win,
        round_id: round.round,
        amount: 500,
        finished: true,
      };
      await tenAtOnce(win, t.wallet.win);
      expect(ok(await t.wallet.balance({ session: token })).balance).toBe(1_200);
    });

    it('answers a rollback sent ten times at once with its first answer, refunded once', async () => {
      const { token } = await realSession(t.db, 1_000, jackpot);
      const round = ids();
      ok(
        await t.wallet.bet({ session: token, transaction_id: round.bet, round_id: round.round, amount: 300 }),
      );
      const rollback = {
        session: token,
        transaction_id: `${round.bet}:rollback`,
        round_id: round.round,
        reference_transaction_id: round.bet,
      };
      await tenAtOnce(rollback, t.wallet.rollback);
      expect(ok(await t.wallet.balance({ session: token })).balance).toBe(1_000);
    });

    it('lets 64 parallel bets through exactly floor(balance / stake) times', async () => {
      const { token } = await realSession(t.db, 10_000, jackpot);
      const answers = await Promise.all(
        Array.from({ length: 64 }, () => {
          const round = ids();
          return t.wallet.bet({
            session: token,
            transaction_id: round.bet,
            round_id: round.round,
            amount: 300,
          });
        }),
      );
      expect(answers.filter((answer) => answer.status === 'ok')).toHaveLength(33);
      expect(answers.filter((answer) => code(answer) === 'INSUFFICIENT_FUNDS')).toHaveLength(31);
      expect(ok(await t.wallet.balance({ session: token })).balance).toBe(100);
    });
  },
);

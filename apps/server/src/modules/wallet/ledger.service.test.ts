import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { freshPglite, freshPostgres, testDatabaseUrl } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer, testLeg } from '../../test/wallet-factory.ts';
import {
  IdempotencyConflictError,
  InsufficientFundsError,
  type Leg,
  type PostingRequest,
  postTransaction,
} from './ledger.service.ts';
import { playerAccount, systemAccount } from './ledger-accounts.service.ts';
import { checkLedger } from './ledger-check.ts';

async function balanceOf(db: Db, accountId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.balance ?? 0;
}

function post(db: Db, request: PostingRequest) {
  return db.transaction().execute((trx) => postTransaction(trx, request));
}

describe('ledger on the embedded database', () => {
  let database: DatabaseHandle;
  let db: Db;
  beforeAll(async () => {
    database = await freshPglite();
    db = database.db;
  });
  afterAll(() => database.close());

  it('moves money between accounts with entries that balance and a stored balance that follows', async () => {
    const user = await insertPlayer(db);
    await fundPlayer(db, user, 10_000);
    const main = await playerAccount(db, user, 'main', 'USD');
    const house = await systemAccount(db, 'house', 'USD', user);
    const posting = await post(db, {
      kind: 'bet',
      userId: user,
      legs: [testLeg(main, -2_500), testLeg(house, 2_500)],
    });
    expect(posting.duplicate).toBe(false);
    expect(posting.legs.find((leg) => leg.account_id === main)?.balance_after).toBe(7_500);
    expect(await balanceOf(db, main)).toBe(7_500);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('refuses legs that do not balance, zero legs and a single leg', async () => {
    const user = await insertPlayer(db);
    const main = await playerAccount(db, user, 'main', 'USD');
    const house = await systemAccount(db, 'house', 'USD', user);
    await expect(post(db, { kind: 'x', legs: [testLeg(main, 5)] })).rejects.toThrow(RangeError);
    await expect(
      post(db, {
        kind: 'x',
        legs: [testLeg(main, 5), testLeg(house, -4)],
      }),
    ).rejects.toThrow(/sum to zero/);
    await expect(
      post(db, {
        kind: 'x',
        legs: [testLeg(main, 0), testLeg(house, 0)],
      }),
    ).rejects.toThrow(/non-zero/);
    await expect(
      post(db, {
        kind: 'x',
        legs: [testLeg(main, 0.5), testLeg(house, -0.5)],
      }),
    ).rejects.toThrow(/integer/);
  });

  it('ledger_post itself refuses malformed legs (LD003), for callers that reach it without the service', async () => {
    const user = await insertPlayer(db);
    await fundPlayer(db, user, 1_000);
    const main = await playerAccount(db, user, 'main', 'USD');
    const house = await systemAccount(db, 'house', 'USD', user);
    const before = await balanceOf(db, main);
    const malformed: [number[], number[]][] = [
      [[main], [5]],
      [
        [main, house],
        [5, -4],
      ],
      [
        [main, house],
        [0, 0],
      ],
      [
        [main, main],
        [5, -5],
      ],
      [
        [main, house],
        [5, -5, 0],
      ],
    ];
    for (const [accounts, amounts] of malformed) {
      const call = sql`select * from ledger_post('x', null, 'h', null, null, '{}',
        ${accounts}::bigint[], ${amounts}::bigint[])`.execute(db);
      await expect(call).rejects.toMatchObject({ code: 'LD003' });
    }
    expect(await balanceOf(db, main)).toBe(before);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('refuses a debit below zero and moves nothing', async () => {
    const user = await insertPlayer(db);
    await fundPlayer(db, user, 1_000);
    const main = await playerAccount(db, user, 'main', 'USD');
    const house = await systemAccount(db, 'house', 'USD', user);
    const before = await db
      .selectFrom('ledger_transactions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    await expect(
      post(db, {
        kind: 'bet',
        idempotencyKey: `bet-too-big-${user}`,
        userId: user,
        legs: [testLeg(main, -1_001), testLeg(house, 1_001)],
      }),
    ).rejects.toBeInstanceOf(InsufficientFundsError);
    expect(await balanceOf(db, main)).toBe(1_000);
    const after = await db
      .selectFrom('ledger_transactions')
      .select(sql<number>`count(*)::int`.as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it('returns the first result for a repeated key and refuses the key for a different movement', async () => {
    const user = await insertPlayer(db);
    const main = await playerAccount(db, user, 'main', 'USD');
    const clearing = await systemAccount(db, 'payment_clearing', 'USD', user);
    const request = {
      kind: 'deposit',
      idempotencyKey: `deposit-${user}`,
      userId: user,
      legs: [testLeg(main, 700), testLeg(clearing, -700)],
    };
    const first = await post(db, request);
    const again = await post(db, request);
    expect(again).toEqual({ ...first, duplicate: true });
    expect(await balanceOf(db, main)).toBe(700);
    await expect(
      post(db, {
        ...request,
        legs: [testLeg(main, 900), testLeg(clearing, -900)],
      }),
    ).rejects.toBeInstanceOf(IdempotencyConflictError);
    expect(await balanceOf(db, main)).toBe(700);
  });

  it('keeps entries append-only', async () => {
    await expect(sql`update ledger_entries set amount = amount + 1`.execute(db)).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`delete from ledger_transactions`.execute(db)).rejects.toThrow(/append-only/);
  });

  it('holds every invariant after any sequence of movements, retries and refused debits (property)', async () => {
    const user = await insertPlayer(db);
    const kinds = ['main', 'bonus', 'withdrawal_hold'] as const;
    const accounts = await Promise.all(kinds.map((kind) => playerAccount(db, user, kind, 'USD')));
    const house = await systemAccount(db, 'house', 'USD', user);
    const clearing = await systemAccount(db, 'payment_clearing', 'USD', user);
    const all = [...accounts, house, clearing];
    const model = new Map<number, number>();
    for (const id of all) model.set(id, await balanceOf(db, id));
    const used = new Map<string, Leg[]>();
    let run = 0;

    const movement = fc.record({
      from: fc.constantFrom(...all),
      to: fc.constantFrom(...all),
      amount: fc.integer({ min: 1, max: 5_000 }),
      key: fc.option(fc.integer({ min: 0, max: 20 }), { nil: undefined }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 8 }), async (steps) => {
        run += 1;
        for (const step of steps) {
          if (step.from === step.to) continue;
          const legs = [testLeg(step.from, -step.amount), testLeg(step.to, step.amount)];
          const key = step.key === undefined ? undefined : `prop-${user}-${run % 3}-${step.key}`;
          const firstUse = key === undefined ? undefined : used.get(key);
          const outcome = await post(db, {
            kind: 'move',
            userId: user,
            legs,
            ...(key ? { idempotencyKey: key } : {}),
          })
            .then((posting) => posting)
            .catch((error: unknown) => error);
          const sameAsFirst =
            firstUse &&
            JSON.stringify(firstUse) === JSON.stringify([...legs].sort((a, b) => a.accountId - b.accountId));
          if (firstUse && !sameAsFirst) {
            expect(outcome).toBeInstanceOf(IdempotencyConflictError);
            continue;
          }
          if (firstUse) {
            expect((outcome as { duplicate: boolean }).duplicate).toBe(true);
            continue;
          }
          const fromBalance = model.get(step.from) as number;
          const mayGoNegative = step.from === house || step.from === clearing;
          if (!mayGoNegative && fromBalance < step.amount) {
            expect(outcome).toBeInstanceOf(InsufficientFundsError);
            continue;
          }
          expect((outcome as { duplicate: boolean }).duplicate).toBe(false);
          model.set(step.from, fromBalance - step.amount);
          model.set(step.to, (model.get(step.to) as number) + step.amount);
          if (key)
            used.set(
              key,
              [...legs].sort((a, b) => a.accountId - b.accountId),
            );
        }
        for (const id of all) expect(await balanceOf(db, id)).toBe(model.get(id));
        expect(await checkLedger(db)).toEqual([]);
      }),
      { numRuns: 150 },
    );
  });
});

describe.runIf(testDatabaseUrl)('ledger on PostgreSQL under real concurrency', () => {
  let database: DatabaseHandle;
  let db: Db;
  beforeAll(async () => {
    database = await freshPostgres({ seed: false });
    db = database.db;
  });
  afterAll(() => database.close());

  it('64 parallel debits of one wallet succeed exactly floor(balance / amount) times, never below zero', async () => {
    const user = await insertPlayer(db);
    await fundPlayer(db, user, 10_000);
    const main = await playerAccount(db, user, 'main', 'USD');
    const house = await systemAccount(db, 'house', 'USD', user);
    const results = await Promise.allSettled(
      Array.from({ length: 64 }, (_, index) =>
        post(db, {
          kind: 'bet',
          idempotencyKey: `parallel-${user}-${index}`,
          userId: user,
          legs: [testLeg(main, -300), testLeg(house, 300)],
        }),
      ),
    );
    const succeeded = results.filter((result) => result.status === 'fulfilled').length;
    const refused = results.filter(
      (result) => result.status === 'rejected' && result.reason instanceof InsufficientFundsError,
    ).length;
    expect(succeeded).toBe(Math.floor(10_000 / 300));
    expect(refused).toBe(64 - succeeded);
    expect(await balanceOf(db, main)).toBe(10_000 - succeeded * 300);
    expect(await checkLedger(db)).toEqual([]);
  });

  it('the same keyed credit sent 10 times at once moves money once', async () => {
    const user = await insertPlayer(db);
    const main = await playerAccount(db, user, 'main', 'USD');
    const clearing = await systemAccount(db, 'payment_clearing', 'USD', user);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(db, {
          kind: 'deposit',
          idempotencyKey: `same-${user}`,
          userId: user,
          legs: [testLeg(main, 5_000), testLeg(clearing, -5_000)],
        }),
      ),
    );
    expect(results.filter((result) => !result.duplicate)).toHaveLength(1);
    expect(new Set(results.map((result) => result.transactionId)).size).toBe(1);
    expect(await balanceOf(db, main)).toBe(5_000);
    expect(await checkLedger(db)).toEqual([]);
  });
});

import { ApiError } from '@casino/shared/errors/api-error';
import { minorUnits } from '@casino/shared/money/minor-units';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { DepositStatus } from '../../db/tables/payments.table.ts';
import { hashPassword } from '../../lib/crypto/password-hash.ts';
import { builtInPayGateway } from '../../providers/demo-pay/demo-pay.ts';
import { freshPglite, freshPostgres, testDatabaseUrl } from '../../test/test-app.ts';
import { insertPlayer } from '../../test/wallet-factory.ts';
import { startDeposit } from '../cashier/cashier.service.ts';
import { createContentCache } from '../content/content.service.ts';
import {
  assertDepositAllowed,
  assertMayPlay,
  getDepositLimit,
  getSelfExclusion,
  selfExclude,
  selfExclusionEnd,
  setDepositLimit,
} from './responsible-gaming.service.ts';
import { isSelfExcluded } from './self-exclusion-status.service.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const T0 = new Date('2026-03-01T12:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);

let database: DatabaseHandle;
beforeAll(async () => {
  database = await freshPglite();
});
afterAll(() => database.close());

async function newPlayer() {
  return { id: await insertPlayer(database.db), currency: 'USD' };
}

let paymentSequence = 0;
/** A deposit started at `when` (the clock of the test, not of the database). */
async function depositAt(userId: number, amount: number, when: Date, status: DepositStatus = 'success') {
  paymentSequence += 1;
  await database.db
    .insertInto('payments')
    .values({
      public_id: `rg-test-${paymentSequence}`,
      user_id: userId,
      direction: 'deposit',
      method: 'skrill',
      amount: minorUnits(amount),
      currency: 'USD',
      status,
      created_at: when,
    })
    .execute();
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('deposit limit', () => {
  it('is none until set; a first limit applies at once', async () => {
    const player = await newPlayer();
    expect(await getDepositLimit(database.db, player, T0)).toEqual({
      period: 'none',
      limit_amount: null,
      available_amount: null,
      expired_at: null,
      can_edit: true,
      currency: 'USD',
      pending_period: null,
      pending_limit_amount: null,
      pending_from: null,
    });
    await depositAt(player.id, 1_000, at(-HOUR));
    const set = await setDepositLimit(database.db, player, { period: '7d', limit_amount: 5_000 }, T0);
    // Deposits before the limit existed are outside its first window.
    expect(set).toMatchObject({
      period: '7d',
      limit_amount: 5_000,
      available_amount: 5_000,
      expired_at: at(7 * DAY).toISOString(),
      can_edit: true,
    });
  });

  it('a lower limit applies at once and the deposits of the current window keep counting', async () => {
    const player = await newPlayer();
    await setDepositLimit(database.db, player, { period: '7d', limit_amount: 5_000 }, T0);
    await depositAt(player.id, 2_000, at(HOUR));
    const lowered = await setDepositLimit(
      database.db,
      player,
      { period: '7d', limit_amount: 3_000 },
      at(2 * DAY),
    );
    expect(lowered).toMatchObject({
      limit_amount: 3_000,
      available_amount: 1_000,
      expired_at: at(7 * DAY).toISOString(),
      pending_from: null,
    });
    // A longer period is stricter too, and its window starts where the current one started.
    const longer = await setDepositLimit(
      database.db,
      player,
      { period: '30d', limit_amount: 3_000 },
      at(3 * DAY),
    );
    expect(longer).toMatchObject({
      period: '30d',
      available_amount: 1_000,
      expired_at: at(30 * DAY).toISOString(),
    });
  });

  it('a higher limit applies only after 24 hours: at 23:59 the old one, at 24:00 the new one', async () => {
    const player = await newPlayer();
    await setDepositLimit(database.db, player, { period: '7d', limit_amount: 2_000 }, T0);
    await depositAt(player.id, 1_500, at(HOUR));
    const asked = at(2 * HOUR);
    const waiting = await setDepositLimit(database.db, player, { period: '7d', limit_amount: 10_000 }, asked);
    expect(waiting).toMatchObject({
      limit_amount: 2_000,
      available_amount: 500,
      can_edit: false,
      pending_period: '7d',
      pending_limit_amount: 10_000,
      pending_from: new Date(asked.getTime() + DAY).toISOString(),
    });

    const almost = new Date(asked.getTime() + DAY - 60_000);
    expect(await getDepositLimit(database.db, player, almost)).toMatchObject({ limit_amount: 2_000 });
    await expect(assertDepositAllowed(database.db, player.id, minorUnits(501), almost)).rejects.toMatchObject(
      {
        type: 'BillingDepositLimitExceededException',
      },
    );

    const due = new Date(asked.getTime() + DAY);
    expect(await getDepositLimit(database.db, player, due)).toMatchObject({
      limit_amount: 10_000,
      // Still the window that started with the first limit: the 1,500 deposited in it counts.
      available_amount: 8_500,
      expired_at: at(7 * DAY).toISOString(),
      can_edit: true,
      pending_from: null,
    });
    await assertDepositAllowed(database.db, player.id, minorUnits(8_500), due);
  });

  it('a shorter period is an increase, and so is a removal; both wait', async () => {
    const player = await newPlayer();
    await setDepositLimit(database.db, player, { period: '30d', limit_amount: 2_000 }, T0);
    expect(
      await setDepositLimit(database.db, player, { period: '1d', limit_amount: 2_000 }, at(HOUR)),
    ).toMatchObject({ period: '30d', pending_period: '1d', can_edit: false });

    const other = await newPlayer();
    await setDepositLimit(database.db, other, { period: '7d', limit_amount: 2_000 }, T0);
    const removal = await setDepositLimit(database.db, other, { period: 'none' }, at(HOUR));
    expect(removal).toMatchObject({ period: '7d', pending_period: 'none', pending_limit_amount: null });
    expect(await getDepositLimit(database.db, other, at(HOUR + DAY - 1))).toMatchObject({ period: '7d' });
    expect(await getDepositLimit(database.db, other, at(HOUR + DAY))).toMatchObject({
      period: 'none',
      available_amount: null,
      expired_at: null,
    });
    await assertDepositAllowed(database.db, other.id, minorUnits(1_000_000), at(HOUR + DAY));
  });

  it('while a change waits, another increase is refused and a decrease applies and cancels it', async () => {
    const player = await newPlayer();
    await setDepositLimit(database.db, player, { period: '7d', limit_amount: 2_000 }, T0);
    await setDepositLimit(database.db, player, { period: '7d', limit_amount: 9_000 }, at(HOUR));
    const refused = await refusal(
      setDepositLimit(database.db, player, { period: '7d', limit_amount: 20_000 }, at(2 * HOUR)),
    );
    expect(refused.type).toBe('InvalidParameterException');
    expect(refused.invalidParameters?.limit_amount).toMatch(/only be lowered/);

    const lowered = await setDepositLimit(
      database.db,
      player,
      { period: '7d', limit_amount: 1_000 },
      at(3 * HOUR),
    );
    expect(lowered).toMatchObject({ limit_amount: 1_000, can_edit: true, pending_from: null });
    expect(await getDepositLimit(database.db, player, at(2 * DAY))).toMatchObject({ limit_amount: 1_000 });

    const history = await database.db
      .selectFrom('deposit_limit_changes')
      .select(['limit_amount', 'requested_at', 'effective_from'])
      .where('user_id', '=', player.id)
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.limit_amount)).toEqual([2_000, 9_000, 1_000]);
    expect(history[1]?.effective_from).toEqual(at(HOUR + DAY));
  });

  it('asks for an amount with a period', async () => {
    const player = await newPlayer();
    const refused = await refusal(setDepositLimit(database.db, player, { period: '7d' }, T0));
    expect(refused.invalidParameters).toEqual({ limit_amount: 'Field is required' });
    expect(await getDepositLimit(database.db, player, T0)).toMatchObject({ period: 'none' });
  });

  it('a deposit of exactly what is left passes; one cent more is refused', async () => {
    const player = await newPlayer();
    await setDepositLimit(database.db, player, { period: '1d', limit_amount: 5_000 }, T0);
    await depositAt(player.id, 1_000, at(HOUR), 'success');
    await depositAt(player.id, 500, at(HOUR), 'pending');
    // A started checkout may still be paid, so it counts; failed and cancelled ones do not.
    await depositAt(player.id, 500, at(HOUR), 'created');
    await depositAt(player.id, 4_000, at(HOUR), 'failed');
    await depositAt(player.id, 4_000, at(HOUR), 'cancelled');
    const now = at(2 * HOUR);
    expect(await getDepositLimit(database.db, player, now)).toMatchObject({ available_amount: 3_000 });
    await assertDepositAllowed(database.db, player.id, minorUnits(3_000), now);
    const refused = await refusal(assertDepositAllowed(database.db, player.id, minorUnits(3_001), now));
    expect(refused.type).toBe('BillingDepositLimitExceededException');
    expect(refused.status).toBe(422);
    expect(refused.errorData).toEqual({
      available_amount: 3_000,
      limit_amount: 5_000,
      expired_at: at(DAY).toISOString(),
    });
  });

  it('rolls over to a fresh window after the period', async () => {
    const player = await newPlayer();
    await setDepositLimit(database.db, player, { period: '7d', limit_amount: 5_000 }, T0);
    await depositAt(player.id, 5_000, at(DAY));
    const lastMinute = at(7 * DAY - 60_000);
    expect(await getDepositLimit(database.db, player, lastMinute)).toMatchObject({ available_amount: 0 });
    await expect(
      assertDepositAllowed(database.db, player.id, minorUnits(1), lastMinute),
    ).rejects.toMatchObject({
      type: 'BillingDepositLimitExceededException',
    });
    expect(await getDepositLimit(database.db, player, at(7 * DAY))).toMatchObject({
      available_amount: 5_000,
      expired_at: at(14 * DAY).toISOString(),
    });
    // Several periods later the windows still follow each other from the first one.
    expect(await getDepositLimit(database.db, player, at(22 * DAY))).toMatchObject({
      expired_at: at(28 * DAY).toISOString(),
    });
  });
});

describe('self-exclusion', () => {
  async function playerWithPassword(password = 'secret12') {
    const id = await insertPlayer(database.db);
    await database.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(password) })
      .where('id', '=', id)
      .execute();
    return database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  }

  it('computes each period on the calendar', () => {
    const start = new Date('2026-01-31T10:00:00.000Z');
    expect(selfExclusionEnd('1d', start)?.toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(selfExclusionEnd('30d', start)?.toISOString()).toBe('2026-03-02T10:00:00.000Z');
    // 31 January plus a month is the last day of February.
    expect(selfExclusionEnd('3m', start)?.toISOString()).toBe('2026-04-30T10:00:00.000Z');
    expect(selfExclusionEnd('1y', start)?.toISOString()).toBe('2027-01-31T10:00:00.000Z');
    expect(selfExclusionEnd('5y', new Date('2028-02-29T00:00:00.000Z'))?.toISOString()).toBe(
      '2033-02-28T00:00:00.000Z',
    );
    expect(selfExclusionEnd('permanent', start)).toBeNull();
  });

  it('blocks play and deposits from the moment it is made until it ends, and ends every session', async () => {
    const user = await playerWithPassword();
    await database.db
      .insertInto('sessions')
      .values([
        { token_hash: `rg-a-${user.id}`, user_id: user.id, expires_at: at(30 * DAY) },
        { token_hash: `rg-b-${user.id}`, user_id: user.id, expires_at: at(30 * DAY) },
      ])
      .execute();
    expect(await isSelfExcluded(database.db, user.id, T0)).toBe(false);

    expect(await selfExclude(database.db, user, { period: '1d', password: 'secret12' }, T0)).toEqual({
      ends_at: at(DAY).toISOString(),
    });
    const live = await database.db
      .selectFrom('sessions')
      .select('token_hash')
      .where('user_id', '=', user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(live).toEqual([]);

    expect(await isSelfExcluded(database.db, user.id, at(DAY - 1))).toBe(true);
    const denied = await refusal(assertMayPlay(database.db, user.id, T0));
    expect(denied).toMatchObject({ type: 'AccessDeniedException', code: 'SelfExcluded', status: 403 });
    expect(denied.message).toMatch(/excluded yourself/);
    await expect(assertDepositAllowed(database.db, user.id, minorUnits(1_000), T0)).rejects.toMatchObject({
      type: 'AccessDeniedException',
    });
    expect(await getSelfExclusion(database.db, user, T0)).toEqual({
      is_excluded: true,
      period: '1d',
      started_at: T0.toISOString(),
      ends_at: at(DAY).toISOString(),
      password_required: true,
    });

    expect(await isSelfExcluded(database.db, user.id, at(DAY))).toBe(false);
    await assertMayPlay(database.db, user.id, at(DAY));
    await assertDepositAllowed(database.db, user.id, minorUnits(1_000), at(DAY));
  });

  it('can be permanent, is never shortened, and its rows cannot be changed or deleted', async () => {
    const user = await playerWithPassword();
    await selfExclude(database.db, user, { period: '1y', password: 'secret12' }, T0);
    // A shorter exclusion asked for later leaves the longer one in force.
    expect(await selfExclude(database.db, user, { period: '1d', password: 'secret12' }, at(HOUR))).toEqual({
      ends_at: '2027-03-01T12:00:00.000Z',
    });
    expect(await isSelfExcluded(database.db, user.id, at(300 * DAY))).toBe(true);
    expect(
      await selfExclude(database.db, user, { period: 'permanent', password: 'secret12' }, at(2 * HOUR)),
    ).toEqual({ ends_at: null });
    expect(await isSelfExcluded(database.db, user.id, at(100 * 365 * DAY))).toBe(true);
    expect(await getSelfExclusion(database.db, user, at(1000 * DAY))).toMatchObject({
      period: 'permanent',
      ends_at: null,
    });

    await expect(
      sql`update self_exclusions set ends_at = now() where user_id = ${user.id}`.execute(database.db),
    ).rejects.toThrow(/append-only/);
    await expect(
      sql`delete from self_exclusions where user_id = ${user.id}`.execute(database.db),
    ).rejects.toThrow(/append-only/);
  });

  it('takes the password; a wrong or missing one changes nothing', async () => {
    const user = await playerWithPassword();
    const wrong = await refusal(selfExclude(database.db, user, { period: '7d', password: 'nope12' }, T0));
    expect(wrong).toMatchObject({ type: 'InvalidParameterException' });
    expect(wrong.invalidParameters).toEqual({ password: 'Wrong password' });
    const missing = await refusal(selfExclude(database.db, user, { period: '7d' }, T0));
    expect(missing.invalidParameters).toEqual({ password: 'Field is required' });
    expect(await isSelfExcluded(database.db, user.id, T0)).toBe(false);
  });

  it('a player without a password (social sign-up) confirms with the session alone', async () => {
    const id = await insertPlayer(database.db);
    const user = await database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(await getSelfExclusion(database.db, user, T0)).toMatchObject({
      is_excluded: false,
      password_required: false,
    });
    await selfExclude(database.db, user, { period: '30d' }, T0);
    expect(await isSelfExcluded(database.db, id, at(29 * DAY))).toBe(true);
  });
});

describe.runIf(testDatabaseUrl)('deposit limit on PostgreSQL under real concurrency', () => {
  let postgres: DatabaseHandle;
  beforeAll(async () => {
    postgres = await freshPostgres();
  });
  afterAll(() => postgres.close());

  it('of 10 deposits started at once, only as many as the limit allows are recorded', async () => {
    const player = { id: await insertPlayer(postgres.db), currency: 'USD' };
    const now = new Date();
    await setDepositLimit(postgres.db, player, { period: '1d', limit_amount: 3_000 }, now);
    const deps = {
      db: postgres.db,
      contentCache: createContentCache(),
      locale: 'en',
      provider: builtInPayGateway(postgres.db, 'test-checkout-secret'),
      requisitesKey: 'test-requisites-key',
    };
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        startDeposit(deps, player, { method: 'skrill', amount: minorUnits(1_000) }, now),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results) {
      if (result.status === 'rejected')
        expect(result.reason).toMatchObject({ type: 'BillingDepositLimitExceededException' });
    }
    expect(await getDepositLimit(postgres.db, player, now)).toMatchObject({ available_amount: 0 });
  });
});

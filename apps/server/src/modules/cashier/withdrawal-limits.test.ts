import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/schema.ts';
import { postAction } from '../../test/api-calls.ts';
import { confirmContacts, registerPlayer, type TestPlayer } from '../../test/player-factory.ts';
import { createTestApp, freshPostgres, type TestApp, testDatabaseUrl } from '../../test/test-app.ts';
import { fundPlayer, playerBalance } from '../../test/wallet-factory.ts';
import { checkLedger } from '../wallet/ledger-check.ts';

const card = { method: 'visa_mastercard', card_number: '4111111111111111', card_holder: 'Jane Doe' };

function withdraw(t: TestApp, player: TestPlayer, amount: number) {
  return postAction(t, 'makewithdrawal', { ...card, amount: String(amount) }, player);
}

/** Sets cms-config `cashier.withdrawal.limits` in every locale, as an operator editing the content would. */
async function setLimits(t: TestApp, limits: Record<string, unknown>) {
  await sql`update cms_configs set config = jsonb_set(config, '{cashier,withdrawal,limits}', ${JSON.stringify(limits)}::jsonb)`.execute(
    t.database.db,
  );
  t.contentCache.clear();
}

async function fundedPlayer(t: TestApp, amount: number): Promise<TestPlayer> {
  const player = await registerPlayer(t);
  await confirmContacts(t, player);
  await fundPlayer(t.database.db, player.uid, amount);
  return player;
}

const main = (db: Db, player: TestPlayer) => playerBalance(db, player.uid, 'main');

describe('withdrawal limits from the content service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('the demo content limits one withdrawal to $2,500 (WithdrawalLimitsExceeded), holding nothing', async () => {
    const player = await fundedPlayer(t, 400_000);
    const refused = await withdraw(t, player, 250_100);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      type: 'WithdrawalLimitsExceededException',
      error_data: { limit_amount: 250_000 },
    });
    expect(await main(t.database.db, player)).toBe(400_000);
    expect((await withdraw(t, player, 250_000)).statusCode).toBe(200);
  });

  it('counts the last day’s requested and paid withdrawals, not cancelled ones (WithdrawalLimitsPeriodExceeded)', async () => {
    await setLimits(t, { USD: { day: 10_000, week: 15_000 } });
    const player = await fundedPlayer(t, 100_000);
    expect((await withdraw(t, player, 6_000)).statusCode).toBe(200);
    const refused = await withdraw(t, player, 5_000);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      type: 'WithdrawalLimitsPeriodExceededException',
      error_data: { period: 'day', limit_amount: 10_000, available_amount: 4_000 },
    });
    expect(await main(t.database.db, player)).toBe(94_000);
    expect((await withdraw(t, player, 4_000)).statusCode).toBe(200);

    // A cancelled withdrawal gave its money back: it no longer counts.
    const [latest] = await t.database.db
      .selectFrom('payments')
      .select('public_id')
      .where('user_id', '=', player.uid)
      .orderBy('id', 'desc')
      .limit(1)
      .execute();
    const cancel = await postAction(t, 'cancelwithdrawal', { transaction: latest?.public_id ?? '' }, player);
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await withdraw(t, player, 4_000)).statusCode).toBe(200);

    // Withdrawals older than a day count for the week only.
    await sql`update payments set created_at = now() - interval '2 days' where user_id = ${player.uid}`.execute(
      t.database.db,
    );
    const week = await withdraw(t, player, 7_000);
    expect(week.json().error).toMatchObject({
      type: 'WithdrawalLimitsPeriodExceededException',
      error_data: { period: 'week', available_amount: 5_000 },
    });
    expect((await withdraw(t, player, 5_000)).statusCode).toBe(200);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('a currency without limits has none', async () => {
    await setLimits(t, { EUR: { perWithdrawal: 100 } });
    const player = await fundedPlayer(t, 400_000);
    expect((await withdraw(t, player, 300_000)).statusCode).toBe(200);
  });
});

describe.skipIf(!testDatabaseUrl)('withdrawal period limits under concurrency on PostgreSQL', () => {
  it('of withdrawals racing, only those that fit the day limit together pass', async () => {
    const t = await createTestApp(await freshPostgres());
    try {
      await setLimits(t, { USD: { day: 10_000 } });
      const player = await fundedPlayer(t, 100_000);
      const answers = await Promise.all(Array.from({ length: 6 }, () => withdraw(t, player, 4_000)));
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([200, 200, 422, 422, 422, 422]);
      for (const answer of answers.filter((one) => one.statusCode === 422)) {
        expect(answer.json().error.type).toBe('WithdrawalLimitsPeriodExceededException');
      }
      expect(await main(t.database.db, player)).toBe(92_000);
      expect(await checkLedger(t.database.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

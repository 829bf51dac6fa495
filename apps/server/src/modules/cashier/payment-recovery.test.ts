import { minorUnits } from '@casino/shared/money/minor-units';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { builtInPayGateway } from '../../providers/demo-pay/demo-pay.ts';
import { freshPglite, freshPostgres, testDatabaseUrl } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer } from '../../test/wallet-factory.ts';
import { createContentCache } from '../content/content.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { cancelWithdrawal, requestWithdrawal } from './cashier.service.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { retellWithdrawals } from './payment-recovery.ts';

const GRACE_MS = 30_000;
const DIED = new Error('the process died here');
const card = { method: 'visa_mastercard', card_number: '4111111111111111', card_holder: 'Jane Doe' };
const later = () => new Date(Date.now() + GRACE_MS + 1_000);

function useDatabase(open: () => Promise<DatabaseHandle>) {
  const t = {} as { db: Db };
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
    t.db = database.db;
  });
  afterAll(async () => {
    expect(await checkLedger(t.db)).toEqual([]);
    await database.close();
  });
  return t;
}

function cashier(db: Db, provider: PaymentProvider) {
  return {
    db,
    contentCache: createContentCache(),
    locale: 'en',
    provider,
    requisitesKey: 'test-requisites-key',
  };
}

async function player(db: Db) {
  const id = await insertPlayer(db);
  await fundPlayer(db, id, 10_000);
  return { id, currency: 'USD' };
}

function order(db: Db, transaction: string) {
  return db
    .selectFrom('pay_gateway_orders')
    .selectAll()
    .where('payment_id', '=', transaction)
    .executeTakeFirst();
}

function payment(db: Db, transaction: string) {
  return db.selectFrom('payments').selectAll().where('public_id', '=', transaction).executeTakeFirstOrThrow();
}

describe('withdrawals caught mid-step (embedded database)', () => {
  const t = useDatabase(freshPglite);

  it('hands a withdrawal booked but never handed over to the provider, once', async () => {
    const gateway = builtInPayGateway(t.db, 'test-checkout-secret');
    const dying: PaymentProvider = { ...gateway, createPayout: () => Promise.reject(DIED) };
    const who = await player(t.db);
    await expect(
      requestWithdrawal(cashier(t.db, dying), who, { ...card, amount: minorUnits(2_000) }),
    ).rejects.toBe(DIED);
    const [booked] = await t.db.selectFrom('payments').selectAll().where('user_id', '=', who.id).execute();
    expect(booked).toMatchObject({ status: 'requested', provider_status: null });
    expect(await order(t.db, booked!.public_id)).toBeUndefined();

    expect(await retellWithdrawals({ db: t.db, provider: gateway }, { graceMs: GRACE_MS })).toBe(0);
    expect(
      await retellWithdrawals({ db: t.db, provider: gateway }, { graceMs: GRACE_MS, now: later() }),
    ).toBe(1);
    expect(
      await retellWithdrawals({ db: t.db, provider: gateway }, { graceMs: GRACE_MS, now: later() }),
    ).toBe(0);
    expect(await order(t.db, booked!.public_id)).toMatchObject({ direction: 'withdrawal', status: 'open' });
    expect(await payment(t.db, booked!.public_id)).toMatchObject({ provider_status: 'requested' });
  });

  it('passes on a cancellation booked but never passed on, so the provider cannot pay it out', async () => {
    const gateway = builtInPayGateway(t.db, 'test-checkout-secret');
    const who = await player(t.db);
    const view = await requestWithdrawal(cashier(t.db, gateway), who, { ...card, amount: minorUnits(2_000) });
    const dying: PaymentProvider = { ...gateway, cancelPayout: () => Promise.reject(DIED) };
    await expect(cancelWithdrawal(cashier(t.db, dying), who, view.transaction)).rejects.toBe(DIED);
    expect(await order(t.db, view.transaction)).toMatchObject({ status: 'open' });

    expect(
      await retellWithdrawals({ db: t.db, provider: gateway }, { graceMs: GRACE_MS, now: later() }),
    ).toBe(1);
    expect(await order(t.db, view.transaction)).toMatchObject({ status: 'cancelled' });
    expect(await payment(t.db, view.transaction)).toMatchObject({
      status: 'cancelled',
      provider_status: 'cancelled',
    });
  });

  it('leaves withdrawals the provider was told about alone', async () => {
    const gateway = builtInPayGateway(t.db, 'test-checkout-secret');
    const who = await player(t.db);
    await requestWithdrawal(cashier(t.db, gateway), who, { ...card, amount: minorUnits(2_000) });
    expect(
      await retellWithdrawals({ db: t.db, provider: gateway }, { graceMs: GRACE_MS, now: later() }),
    ).toBe(0);
  });
});

describe.runIf(testDatabaseUrl)('withdrawal recovery on PostgreSQL', () => {
  const t = useDatabase(() => freshPostgres());

  it('three recoverers at once hand each of 20 stranded withdrawals over exactly once', async () => {
    const dying: PaymentProvider = {
      ...builtInPayGateway(t.db, 'test-checkout-secret'),
      createPayout: () => Promise.reject(DIED),
    };
    for (let i = 0; i < 20; i += 1) {
      const who = await player(t.db);
      await expect(
        requestWithdrawal(cashier(t.db, dying), who, { ...card, amount: minorUnits(2_000) }),
      ).rejects.toBe(DIED);
    }
    const handed: string[] = [];
    const counting: PaymentProvider = {
      ...builtInPayGateway(t.db, 'test-checkout-secret'),
      createPayout: async (order) => {
        handed.push(order.transaction);
        await builtInPayGateway(t.db, 'test-checkout-secret').createPayout(order);
      },
    };
    const told = await Promise.all(
      [1, 2, 3].map(() =>
        retellWithdrawals({ db: t.db, provider: counting }, { graceMs: GRACE_MS, now: later() }),
      ),
    );
    expect(told.reduce((sum, n) => sum + n, 0)).toBe(20);
    expect(new Set(handed).size).toBe(20);
    expect(handed).toHaveLength(20);
  });
});

import { minorUnits, toMinor } from '@casino/shared/money/minor-units';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { gatewayEventId } from '../../providers/demo-pay/demo-pay.service.ts';
import { builtInPayGateway, TEST_AMOUNT_FAILURES } from '../../providers/demo-pay/demo-pay.ts';
import { freshPglite, freshPostgres, testDatabaseUrl } from '../../test/test-app.ts';
import { insertPlayer } from '../../test/wallet-factory.ts';
import { findUser } from '../account/users.service.ts';
import { activateBonus, deactivateBonus, removeBonus, settleBonuses } from '../bonuses/bonuses.service.ts';
import { activatePromoCode } from '../bonuses/promo-codes.service.ts';
import { createContentCache } from '../content/content.service.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { playerBalances } from '../wallet/wallet.service.ts';
import { type CashierDeps, cancelWithdrawal, requestWithdrawal, startDeposit } from './cashier.service.ts';
import { applyPaymentEvent } from './payment-events.service.ts';

/**
 * Random sequences per run: 2,000 in CI (about 20 s), 1,000 on a developer's machine; PROPERTY_RUNS=10000
 * for a deep run (about 2 minutes), e.g. before a release or after a change to the money code. 10,000 in
 * every CI run was a sixth of the unit tests' time (decision 0033); every run draws new sequences, so the
 * runs add up over CI's history.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? (process.env.CI ? 2_000 : 1_000));
/** The whole-ledger check scans every entry, so it runs every this many sequences and at the end. */
const CHECK_EVERY = 250;
const card = { method: 'visa_mastercard', card_number: '4111111111111111', card_holder: 'Jane Doe' };

/** The demo's reload offer: 50% of a deposit of at least $20, at most $200, for every deposit. */
const RELOAD_OFFER = { id: '2', minAmount: 2_000, percent: 50, maxAmount: 20_000 };

type Step =
  | { op: 'deposit'; units: number; withOffer: boolean }
  | { op: 'activate' | 'deactivate' | 'removeBonus'; index: number }
  | { op: 'notice'; index: number; status: 'pending' | 'success' | 'failed' | 'cancelled'; repeat: boolean }
  | { op: 'withdraw'; units: number; burn: boolean }
  | { op: 'promo'; code: 'WELCOME10' | 'SPINS20' }
  | { op: 'expire' }
  | { op: 'cancel' | 'approved' | 'declined'; index: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('deposit' as const),
    // The gateway's test amounts (402, 502, 503) fail on purpose: billing-errors.test.ts covers them.
    units: fc.integer({ min: 10, max: 600 }).filter((units) => !TEST_AMOUNT_FAILURES.has(toMinor(units))),
    withOffer: fc.boolean(),
  }),
  fc.record({
    op: fc.constantFrom('activate' as const, 'deactivate' as const, 'removeBonus' as const),
    index: fc.nat(3),
  }),
  fc.record({
    op: fc.constant('notice' as const),
    index: fc.nat(5),
    status: fc.constantFrom('pending' as const, 'success' as const, 'failed' as const, 'cancelled' as const),
    repeat: fc.boolean(),
  }),
  fc.record({
    op: fc.constant('withdraw' as const),
    units: fc.integer({ min: 20, max: 300 }),
    burn: fc.boolean(),
  }),
  fc.record({
    op: fc.constantFrom('cancel' as const, 'approved' as const, 'declined' as const),
    index: fc.nat(5),
  }),
  // Promo codes of the demo content: a $10 bonus, or 20 free spins and no money (decision 0044).
  fc.record({
    op: fc.constant('promo' as const),
    code: fc.constantFrom('WELCOME10' as const, 'SPINS20' as const),
  }),
  // The bonuses' time runs out: every open one is forfeited.
  fc.record({ op: fc.constant('expire' as const) }),
);

/** The demo content's WELCOME10 bonus. */
const WELCOME10 = 1_000;
const DAY = 86_400_000;

describe('payments keep every ledger invariant (property)', () => {
  let database: DatabaseHandle;
  let deps: CashierDeps;
  beforeAll(async () => {
    database = await freshPglite();
    deps = {
      db: database.db,
      contentCache: createContentCache(),
      locale: 'en',
      provider: builtInPayGateway(database.db, 'test-checkout-secret'),
      requisitesKey: 'test-requisites-key',
    };
  });
  afterAll(() => database.close());

  it(`over ${RUNS} random sequences of deposits (with and without a bonus offer), promo codes (bonus or free spins), repeated and reordered notices, withdrawals (burning bonuses or refused), decisions, bonus activations, deactivations, removals and expiries`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        // Every sequence is a new player, so the model starts from zero.
        const player = { id: await insertPlayer(database.db), currency: 'USD' };
        let main = 0;
        // Granted bonuses in grant order; no stakes here, so each stays open until it is removed or burnt.
        const bonuses: Array<{ amount: number; status: 'active' | 'pending' | 'removed' | 'expired' }> = [];
        const openBonuses = () =>
          bonuses.filter((bonus) => bonus.status === 'active' || bonus.status === 'pending');
        const usedCodes = new Set<string>();
        let spinPacks = 0;
        const bonusIds = async () =>
          // Read straight from the table: the bonuses module's repository is its own.
          (
            await database.db
              .selectFrom('bonuses')
              .select('id')
              .where('user_id', '=', player.id)
              .orderBy('id')
              .execute()
          ).map((row) => row.id);
        const deposits: Array<{ transaction: string; amount: number; status: string; withOffer: boolean }> =
          [];
        const withdrawals: Array<{ transaction: string; amount: number; status: string }> = [];
        for (const each of steps) {
          if (each.op === 'deposit') {
            const amount = toMinor(each.units);
            const attempt = startDeposit(deps, player, {
              method: 'skrill',
              amount,
              ...(each.withOffer ? { campaign_offer_id: RELOAD_OFFER.id } : {}),
            });
            if (each.withOffer && amount < RELOAD_OFFER.minAmount) {
              await expect(attempt).rejects.toThrow();
              continue;
            }
            const { transaction } = await attempt;
            deposits.push({ transaction, amount, status: 'created', withOffer: each.withOffer });
          } else if (each.op === 'activate' || each.op === 'deactivate' || each.op === 'removeBonus') {
            const target = bonuses[each.index % Math.max(bonuses.length, 1)];
            const id = (await bonusIds())[each.index % Math.max(bonuses.length, 1)] ?? 0;
            const change = { activate: activateBonus, deactivate: deactivateBonus, removeBonus }[each.op];
            const attempt = change(database.db, player.id, id, new Date());
            const allowed =
              target !== undefined &&
              (each.op === 'activate'
                ? target.status === 'pending' && !bonuses.some((bonus) => bonus.status === 'active')
                : each.op === 'deactivate'
                  ? target.status === 'active'
                  : target.status === 'active' || target.status === 'pending');
            if (!allowed) {
              await expect(attempt).rejects.toMatchObject({ type: 'InvalidParameterException' });
              continue;
            }
            await attempt;
            target.status = { activate: 'active', deactivate: 'pending', removeBonus: 'removed' }[each.op] as
              | 'active'
              | 'pending'
              | 'removed';
          } else if (each.op === 'notice') {
            const target = deposits[each.index % Math.max(deposits.length, 1)];
            if (!target) continue;
            const event = {
              event_id: gatewayEventId(target.transaction, each.status),
              transaction: target.transaction,
              status: each.status,
              amount: target.amount,
              currency: 'USD',
            };
            for (let delivery = 0; delivery < (each.repeat ? 2 : 1); delivery += 1) {
              await applyPaymentEvent(database.db, event);
            }
            const pending =
              target.status === 'created' || (target.status === 'pending' && each.status !== 'pending');
            if (pending) {
              if (each.status === 'success') {
                main += target.amount;
                // The bonus comes with the money: active, or waiting while another one is active.
                if (target.withOffer) {
                  bonuses.push({
                    amount: Math.min(
                      Math.floor((target.amount * RELOAD_OFFER.percent) / 100),
                      RELOAD_OFFER.maxAmount,
                    ),
                    status: bonuses.some((bonus) => bonus.status === 'active') ? 'pending' : 'active',
                  });
                }
              }
              target.status = each.status;
            }
          } else if (each.op === 'promo') {
            const user = await findUser(database.db, player.id);
            const attempt = activatePromoCode(
              database.db,
              { user: user!, code: each.code, locale: 'en' },
              new Date(),
            );
            if (usedCodes.has(each.code)) {
              await expect(attempt).rejects.toMatchObject({ type: 'InvalidParameterException' });
              continue;
            }
            await attempt;
            usedCodes.add(each.code);
            if (each.code === 'SPINS20') spinPacks += 1;
            else
              bonuses.push({
                amount: WELCOME10,
                status: bonuses.some((bonus) => bonus.status === 'active') ? 'pending' : 'active',
              });
          } else if (each.op === 'expire') {
            // Past every bonus's end (14 days at most in the content): each open one is forfeited once.
            await settleBonuses(database.db, player.id, new Date(Date.now() + 60 * DAY));
            for (const bonus of openBonuses()) bonus.status = 'expired';
          } else if (each.op === 'withdraw') {
            const amount = toMinor(each.units);
            const attempt = requestWithdrawal(deps, player, { ...card, amount, burn_bonuses: each.burn });
            // Not enough money, or bonuses the player did not agree to burn: refused, nothing moves.
            if (amount > main || (openBonuses().length > 0 && !each.burn)) {
              await expect(attempt).rejects.toThrow();
              continue;
            }
            const payment = await attempt;
            main -= amount;
            for (const bonus of openBonuses()) bonus.status = 'removed';
            withdrawals.push({ transaction: payment.transaction, amount, status: 'requested' });
          } else {
            const target = withdrawals[each.index % Math.max(withdrawals.length, 1)];
            if (!target) continue;
            const open = target.status === 'requested';
            if (each.op === 'cancel') {
              const attempt = cancelWithdrawal(deps, player, target.transaction);
              if (!open) await expect(attempt).rejects.toThrow();
              else await attempt;
            } else {
              await applyPaymentEvent(database.db, {
                event_id: gatewayEventId(target.transaction, each.op),
                transaction: target.transaction,
                status: each.op,
                amount: target.amount,
                currency: 'USD',
              });
            }
            if (open) {
              if (each.op !== 'approved') main += target.amount;
              target.status = each.op;
            }
          }
        }
        const balances = await playerBalances(database.db, player.id, 'USD');
        expect(balances.balance_main.amount).toBe(main);
        expect(balances.balance_bonus.amount).toBe(
          openBonuses().reduce((sum, bonus) => sum + bonus.amount, 0),
        );
        const statuses = await database.db
          .selectFrom('bonuses')
          .select('status')
          .where('user_id', '=', player.id)
          .orderBy('id')
          .execute();
        expect(statuses.map((row) => row.status)).toEqual(bonuses.map((bonus) => bonus.status));
        const packs = await database.db
          .selectFrom('free_spin_packs')
          .select('total')
          .where('user_id', '=', player.id)
          .execute();
        expect(packs).toEqual(Array.from({ length: spinPacks }, () => ({ total: 20 })));
        run += 1;
        if (run % CHECK_EVERY === 0) expect(await checkLedger(database.db)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect(await checkLedger(database.db)).toEqual([]);
  }, 900_000);
});

describe.runIf(testDatabaseUrl)('payment notices on PostgreSQL under real concurrency', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await freshPostgres();
  });
  afterAll(() => database.close());

  it('the same notice delivered 10 times at once credits once', async () => {
    const deps = {
      db: database.db,
      contentCache: createContentCache(),
      locale: 'en',
      provider: builtInPayGateway(database.db, 'test-checkout-secret'),
      requisitesKey: 'test-requisites-key',
    };
    const player = { id: await insertPlayer(database.db), currency: 'USD' };
    const { transaction } = await startDeposit(deps, player, { method: 'skrill', amount: minorUnits(5_000) });
    const event = {
      event_id: gatewayEventId(transaction, 'success'),
      transaction,
      status: 'success' as const,
      amount: 5_000,
      currency: 'USD',
    };
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => applyPaymentEvent(database.db, event)),
    );
    expect(outcomes.filter((outcome) => outcome.applied)).toHaveLength(1);
    expect((await playerBalances(database.db, player.id, 'USD')).balance_main.amount).toBe(5_000);
    expect(await checkLedger(database.db)).toEqual([]);
  });
});

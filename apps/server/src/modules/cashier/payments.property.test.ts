import { randomUUID } from 'node:crypto';
import { minorUnits, toMinor } from '@casino/shared/money/minor-units';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { gatewayEventId } from '../../providers/demo-pay/demo-pay.service.ts';
import { builtInPayGateway, TEST_AMOUNT_FAILURES } from '../../providers/demo-pay/demo-pay.ts';
import { play } from '../../providers/house-games/house-rounds.service.ts';
import { type PlayContext, playContext } from '../../providers/house-games/round-context.ts';
import { realSession, setBonusPlay } from '../../test/bonus-play-factory.ts';
import { housePlatform } from '../../test/game-factory.ts';
import { freshPglite, freshPostgres, testConfig, testDatabaseUrl } from '../../test/test-app.ts';
import { fundPlayer, insertPlayer } from '../../test/wallet-factory.ts';
import { findUser } from '../account/users.service.ts';
import { bonusShareOfWin, splitStake } from '../bonuses/bonus-play-rules.ts';
import { activateBonus, deactivateBonus, removeBonus, settleBonuses } from '../bonuses/bonuses.service.ts';
import { activatePromoCode } from '../bonuses/promo-codes.service.ts';
import { grantRunningPeriodNow, payOutCashback } from '../cashback/cashback.service.ts';
import { periodAt } from '../cashback/cashback-rules.ts';
import { createContentCache } from '../content/content.service.ts';
import { endPackIfDone } from '../free-spins/free-spins.service.ts';
import { freeSpinsSeam } from '../game-wallet/game-platform.ts';
import { openGameSession } from '../game-wallet/game-sessions.service.ts';
import { houseWalletClient } from '../game-wallet/wallet-client.ts';
import { checkLedger } from '../wallet/ledger-check.ts';
import { playerBalances } from '../wallet/wallet.service.ts';
import { type CashierDeps, cancelWithdrawal, requestWithdrawal, startDeposit } from './cashier.service.ts';
import { applyPaymentEvent } from './payment-events.service.ts';

/**
 * Random sequences per run: 10,000 in CI (issue 16), 500 on a developer's machine; PROPERTY_RUNS sets
 * another count. Every run draws new sequences (fast-check seeds from the clock and prints the seed of a
 * failure), so CI's runs add up over its history.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? (process.env.CI ? 10_000 : 500));
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
  | { op: 'round'; percent: number; multiple: number }
  | { op: 'spin' }
  | { op: 'cashback' }
  | { op: 'expire' }
  | { op: 'cancel' | 'approved' | 'declined'; index: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('deposit' as const),
      // The gateway's test amounts (402, 502, 503) fail on purpose: billing-errors.test.ts covers them.
      units: fc.integer({ min: 10, max: 600 }).filter((units) => !TEST_AMOUNT_FAILURES.has(toMinor(units))),
      withOffer: fc.boolean(),
    }),
    weight: 3,
  },
  fc.record({
    op: fc.constantFrom('activate' as const, 'deactivate' as const, 'removeBonus' as const),
    index: fc.nat(3),
  }),
  {
    arbitrary: fc.record({
      op: fc.constant('notice' as const),
      index: fc.nat(5),
      status: fc.constantFrom(
        'pending' as const,
        'success' as const,
        'failed' as const,
        'cancelled' as const,
      ),
      repeat: fc.boolean(),
    }),
    weight: 3,
  },
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
  {
    arbitrary: fc.record({
      op: fc.constant('promo' as const),
      code: fc.constantFrom('WELCOME10' as const, 'SPINS20' as const),
    }),
    weight: 2,
  },
  // A slot round through the seamless wallet: staked from main, then the active bonus; often lost. The
  // stake is a share of what the player has (above 100% refused), the win a multiple of the stake.
  {
    arbitrary: fc.record({
      op: fc.constant('round' as const),
      percent: fc.noBias(fc.integer({ min: 1, max: 110 })),
      multiple: fc.constantFrom(0, 0, 0, 0.5, 1, 1.5, 3, 10),
    }),
    weight: 5,
  },
  { arbitrary: fc.constant({ op: 'spin' as const }), weight: 2 },
  // The running week's cashback granted now, as demo mode's clock does, and paid out at once.
  fc.constant({ op: 'cashback' as const }),
  // The bonuses' time runs out: every open one is forfeited, an unfinished free-spin pack ends.
  fc.constant({ op: 'expire' as const }),
);

/** A casino bonus of the model; `money` is what is left of it (its amount less stakes plus wins). */
interface ModelBonus {
  money: number;
  required: number;
  wagered: number;
  status: 'active' | 'pending' | 'removed' | 'expired' | 'wagered';
  /** Granted at the far end of an `expire` step: later expiries (60 days on, from now) do not reach it. */
  lasting: boolean;
}

/**
 * The demo content's WELCOME10 bonus (its wager lowered to ×2 here, so rounds release it), the reload
 * offer's wager, and the SPINS20 pack.
 */
const WELCOME10 = { amount: 1_000, wager: 2 };
const RELOAD_WAGER = 25;
const SPINS20 = { game: 'secrets-of-gems', count: 20, stake: 20, wager: 20 };
/** The demo cashback programme: weekly from a Monday, 10% of net losses, $1 to $500, paid as money. */
const CASHBACK = { period_anchor: new Date('2026-01-05T00:00:00Z'), period_hours: 168 };
const cashbackOf = (losses: number) => {
  const share = Math.floor(losses / 10);
  return share < 100 ? 0 : Math.min(share, 50_000);
};
const DAY = 86_400_000;
/** The demo content's withdrawal limit per 24 hours, $3,000 (cms-config `cashier.withdrawal.limits`). */
const DAY_LIMIT = 300_000;

describe('payments keep every ledger invariant (property)', () => {
  let database: DatabaseHandle;
  let deps: CashierDeps;
  let wallet: ReturnType<typeof houseWalletClient>;
  beforeAll(async () => {
    database = await freshPglite();
    // No maximum bet and every game counting fully, so stakes of any size wager bonuses to release;
    // no jackpot wins, so a free spin pays exactly what its round says.
    await setBonusPlay(database.db, { stakeOrder: 'main_first', maxBet: {}, contributions: {} });
    await database.db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
    await database.db
      .updateTable('promo_codes')
      .set({ wager: WELCOME10.wager })
      .where('code', '=', 'WELCOME10')
      .execute();
    wallet = houseWalletClient({ db: database.db, config: testConfig });
    deps = {
      db: database.db,
      contentCache: createContentCache(),
      locale: 'en',
      provider: builtInPayGateway(database.db, 'test-checkout-secret'),
      requisitesKey: 'test-requisites-key',
    };
  });
  afterAll(() => database.close());

  it(`over ${RUNS} random sequences of deposits (with and without a bonus offer), promo codes (bonus or free spins), repeated and reordered notices, withdrawals (burning bonuses or refused), decisions, bonus activations, deactivations, removals and expiries, slot rounds staked from main and bonus money, free spins and cashback payouts`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.nat(3_000),
        fc.array(step, { minLength: 1, maxLength: 10 }),
        async (funds, steps) => {
          // Every sequence is a new player with some money already (a test posting), or none.
          const player = { id: await insertPlayer(database.db), currency: 'USD' };
          if (funds > 0) await fundPlayer(database.db, player.id, funds);
          let main = funds;
          // Granted bonuses in grant order.
          const bonuses: ModelBonus[] = [];
          const openBonuses = () =>
            bonuses.filter((bonus) => bonus.status === 'active' || bonus.status === 'pending');
          const grant = (money: number, wager: number, lasting = false) =>
            bonuses.push({
              money,
              required: money * wager,
              wagered: 0,
              status: bonuses.some((bonus) => bonus.status === 'active') ? 'pending' : 'active',
              lasting,
            });
          const usedCodes = new Set<string>();
          let spinPacks = 0;
          // The SPINS20 pack once taken: spins left, winnings so far, and whether it has ended.
          let pack: { id: number; left: number; won: number; ended: boolean } | undefined;
          let slotSession: string | undefined;
          let spinContext: PlayContext | undefined;
          // Net real-money losses of the player's rounds, each with the time it began (for the cashback's week).
          const rounds: Array<{ at: number; losses: number }> = [];
          let cashbackTaken = false;
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
              target.status = { activate: 'active', deactivate: 'pending', removeBonus: 'removed' }[
                each.op
              ] as 'active' | 'pending' | 'removed';
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
                    grant(
                      Math.min(
                        Math.floor((target.amount * RELOAD_OFFER.percent) / 100),
                        RELOAD_OFFER.maxAmount,
                      ),
                      RELOAD_WAGER,
                    );
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
              if (each.code === 'SPINS20') {
                spinPacks += 1;
                const row = await database.db
                  .selectFrom('free_spin_packs')
                  .select('id')
                  .where('user_id', '=', player.id)
                  .executeTakeFirstOrThrow();
                pack = { id: row.id, left: SPINS20.count, won: 0, ended: false };
              } else grant(WELCOME10.amount, WELCOME10.wager);
            } else if (each.op === 'round') {
              slotSession ??= await realSession(database.db, player.id, 'slot');
              const active = bonuses.find((bonus) => bonus.status === 'active');
              const stake = Math.max(1, Math.ceil(((main + (active?.money ?? 0)) * each.percent) / 100));
              const win = Math.floor(stake * each.multiple);
              const split = splitStake(stake, { main, bonus: active?.money ?? 0 }, 'main_first');
              const roundId = randomUUID();
              const at = Date.now();
              const bet = await wallet.bet({
                session: slotSession,
                transaction_id: randomUUID(),
                round_id: roundId,
                amount: stake,
              });
              if (!split) {
                expect(bet).toMatchObject({ status: 'error', code: 'INSUFFICIENT_FUNDS' });
                continue;
              }
              expect(bet).toMatchObject({ status: 'ok' });
              const won = await wallet.win({
                session: slotSession,
                transaction_id: randomUUID(),
                round_id: roundId,
                amount: win,
                finished: true,
              });
              expect(won).toMatchObject({ status: 'ok' });
              const share = bonusShareOfWin(win, { totalBet: stake, bonusBet: split.bonus });
              main += win - share - split.main;
              if (active) {
                active.money += share - split.bonus;
                active.wagered = Math.min(active.required, active.wagered + stake);
              }
              // Real-money losses only: the main balance's stake less its share of the win.
              rounds.push({ at, losses: split.main - (win - share) });
              // The stake also settles the bonus in the background (the wagering tracker); settling here as
              // well ends the step settled without waiting for the process's other background work (the
              // tournament and loyalty batches run on timers). Both release conditionally, so once.
              await settleBonuses(database.db, player.id, new Date());
              if (active && active.wagered >= active.required) {
                main += active.money;
                active.money = 0;
                active.status = 'wagered';
              }
            } else if (each.op === 'spin') {
              const open = pack !== undefined && !pack.ended && pack.left > 0;
              spinContext ??= await playContext(
                housePlatform(database.db),
                (
                  await openGameSession(database.db, {
                    userId: player.id,
                    sysname: SPINS20.game,
                    mode: 'real',
                    now: new Date(),
                  })
                ).token,
              );
              const answer = await play(
                { db: database.db, wallet, freeSpins: freeSpinsSeam(database.db) },
                spinContext,
                { requestId: randomUUID(), stake: SPINS20.stake, params: {}, freeSpinPackId: pack?.id ?? 0 },
              ).catch(() => undefined);
              expect(answer !== undefined).toBe(open);
              if (!answer || !pack) continue;
              expect(answer.round.stake).toBe(SPINS20.stake);
              pack.left -= 1;
              pack.won += answer.round.payout;
              // The last spin ends the pack: its winnings become one bonus, wagered ×20.
              if (pack.left === 0) {
                pack.ended = true;
                if (pack.won > 0) grant(pack.won, SPINS20.wager);
              }
            } else if (each.op === 'cashback') {
              const now = new Date();
              const weekStart = periodAt(CASHBACK, now).start.getTime();
              // A sequence that began in last week: which of its rounds count is the clock's call, not ours.
              if (rounds.some((round) => round.at < weekStart + 1_000)) continue;
              const losses = rounds.reduce((sum, round) => sum + round.losses, 0);
              const amount = cashbackTaken ? 0 : cashbackOf(losses);
              expect(await grantRunningPeriodNow(database.db, player.id, now)).toBe(amount > 0 ? 1 : 0);
              if (amount === 0) continue;
              cashbackTaken = true;
              const cashback = await database.db
                .selectFrom('cashbacks')
                .select(['id', 'amount'])
                .where('user_id', '=', player.id)
                .executeTakeFirstOrThrow();
              expect(cashback.amount).toBe(amount);
              await payOutCashback(database.db, player.id, cashback.id, now);
              main += amount;
            } else if (each.op === 'expire') {
              // Past every bonus's end (14 days at most in the content): each open one is forfeited once;
              // then an unfinished pack ends too, its winnings one bonus that starts its own days then.
              const at = new Date(Date.now() + 60 * DAY);
              await settleBonuses(database.db, player.id, at);
              for (const bonus of openBonuses()) if (!bonus.lasting) bonus.status = 'expired';
              if (pack && !pack.ended) {
                expect(await endPackIfDone(database.db, pack.id, at)).toBe(true);
                pack.ended = true;
                if (pack.won > 0) {
                  grant(pack.won, SPINS20.wager, true);
                }
              }
            } else if (each.op === 'withdraw') {
              const amount = toMinor(each.units);
              const attempt = requestWithdrawal(deps, player, { ...card, amount, burn_bonuses: each.burn });
              // Withdrawals of the last 24 hours still requested or approved count against the day's limit.
              const today = withdrawals
                .filter((earlier) => earlier.status === 'requested' || earlier.status === 'approved')
                .reduce((sum, earlier) => sum + earlier.amount, 0);
              // Not enough money, bonuses the player did not agree to burn, or past the day's withdrawal
              // limit: refused, nothing moves.
              if (amount > main || (openBonuses().length > 0 && !each.burn) || today + amount > DAY_LIMIT) {
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
            openBonuses().reduce((sum, bonus) => sum + bonus.money, 0),
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
        },
      ),
      { numRuns: RUNS },
    );
    expect(await checkLedger(database.db)).toEqual([]);
    // A limit, not a budget: 10,000 sequences take about 6 minutes of one core.
  }, 1_800_000);
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

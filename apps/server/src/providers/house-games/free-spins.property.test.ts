import { randomUUID } from 'node:crypto';
import { minorUnits } from '@casino/shared/money/minor-units';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import type { Db } from '../../db/schema.ts';
import { expireDuePacks, grantFreeSpins } from '../../modules/free-spins/free-spins.service.ts';
import { freeSpinsSeam } from '../../modules/game-wallet/game-platform.ts';
import { houseWalletClient } from '../../modules/game-wallet/wallet-client.ts';
import { checkLedger } from '../../modules/wallet/ledger-check.ts';
import { houseGamePlayer } from '../../test/game-factory.ts';
import { freshPglite, testConfig } from '../../test/test-app.ts';
import { takeSpinFor } from './free-spin-rounds.ts';
import * as repo from './house-rounds.repository.ts';
import { init, play } from './house-rounds.service.ts';
import type { HouseServices, PlayContext } from './round-context.ts';
import { DEFAULT_RECOVERY_GRACE_MS, recoverStranded } from './round-recovery.ts';

// Free-spin packs against a model (decision 0035): after any sequence of spins, repeated requests,
// rounds a dead process left (with and without a result) and recovered, and expiry passes, the pack's
// spins and winnings match the model, its winnings became one bonus once, the main balance never moved,
// and the ledger is clean.

const DAY = 86_400_000;
const BALANCE = 5_000;
const WAGER = 20;

describe('free-spin packs against a model (property)', () => {
  let database: DatabaseHandle;
  let services: HouseServices;
  beforeAll(async () => {
    database = await freshPglite();
    await database.db.updateTable('jackpots').set({ odds_per_unit: 1e12 }).execute();
    services = {
      db: database.db,
      wallet: houseWalletClient({ db: database.db, config: testConfig }),
      freeSpins: freeSpinsSeam(database.db),
    };
  });
  afterAll(() => database.close());

  /** A round a dead process left: spin taken, round opened, maybe its result stored, never closed. */
  async function strand(db: Db, ctx: PlayContext, packId: number, payout: number | null) {
    const id = `hr${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const opened = await db
      .transaction()
      .execute(async (trx) => {
        const stake = await takeSpinFor(services, trx, ctx, packId, new Date());
        return repo.insertRound(trx, {
          id,
          session_token: ctx.session.token,
          owner: ctx.owner,
          user_id: ctx.session.userId,
          sysname: ctx.game.sysname,
          engine: ctx.game.engine,
          mode: 'real',
          currency: ctx.session.currency,
          seed_pair_id: null,
          nonce: null,
          client_seed: null,
          live_round_id: null,
          stake,
          params: {},
          request_id: randomUUID(),
          free_spin_pack_id: packId,
        });
      })
      .catch(() => false);
    if (opened && payout !== null)
      await repo.updateRound(db, id, { state: {}, outcome: {}, payout: minorUnits(payout) });
    return opened;
  }

  it('spins, repeats, stranded rounds and expiry keep the pack, its bonus and the ledger exact', async () => {
    const db = database.db;
    const later = { ...services, now: () => new Date(Date.now() + DEFAULT_RECOVERY_GRACE_MS + 1_000) };
    const step = fc.oneof(
      fc.constant({ kind: 'spin' as const }),
      fc.constant({ kind: 'repeat' as const }),
      fc.record({ kind: fc.constant('strand' as const), payout: fc.option(fc.nat({ max: 2_000 })) }),
      fc.record({ kind: fc.constant('expire' as const), days: fc.constantFrom(0, 3, 8) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(step, { maxLength: 8 }),
        async (count, steps) => {
          const ctx = await houseGamePlayer(db, 'video-slot', BALANCE);
          const userId = ctx.session.userId as number;
          const pack = await db.transaction().execute((trx) =>
            grantFreeSpins(
              trx,
              {
                userId,
                currency: ctx.session.currency,
                onceKey: `property:${randomUUID()}`,
                offerId: null,
                terms: {
                  titles: { en: 'Spins' },
                  game: ctx.game.sysname,
                  count,
                  stake: 40,
                  days: 7,
                  wager: WAGER,
                },
              },
              new Date(),
            ),
          );
          const packId = pack!.id;
          const model = { left: count, won: 0, expired: false };
          let lastRequest: string | undefined;

          for (const action of steps) {
            const open = !model.expired && model.left > 0;
            if (action.kind === 'spin') {
              lastRequest = randomUUID();
              const answer = await play(services, ctx, {
                requestId: lastRequest,
                stake: 20,
                params: {},
                freeSpinPackId: packId,
              }).catch(() => undefined);
              expect(answer !== undefined).toBe(open);
              if (answer) {
                expect(answer.round.stake).toBe(40);
                model.left -= 1;
                model.won += answer.round.payout;
              }
            } else if (action.kind === 'repeat') {
              if (!lastRequest) continue;
              // A retry answers its first answer (or refusal) and takes no spin.
              await play(services, ctx, {
                requestId: lastRequest,
                stake: 20,
                params: {},
                freeSpinPackId: packId,
              }).catch(() => undefined);
            } else if (action.kind === 'strand') {
              const opened = await strand(db, ctx, packId, action.payout);
              expect(opened).toBe(open);
              await recoverStranded(later, { limit: 10, settleAll: true });
              // Without a result the spin came back; with one, it was played and paid into the pack.
              if (opened && action.payout !== null) {
                model.left -= 1;
                model.won += action.payout;
              }
            } else {
              await expireDuePacks(db, new Date(Date.now() + action.days * DAY));
              if (action.days >= 7) model.expired = true;
            }
            const row = await db
              .selectFrom('free_spin_packs')
              .selectAll()
              .where('id', '=', packId)
              .executeTakeFirstOrThrow();
            expect(row.spins_left).toBe(model.left);
            expect(row.winnings).toBe(model.won);
          }

          // A final pass ends whatever is due; then the pack ended once, its winnings one bonus.
          await expireDuePacks(db, new Date(Date.now() + 8 * DAY));
          const row = await db
            .selectFrom('free_spin_packs')
            .selectAll()
            .where('id', '=', packId)
            .executeTakeFirstOrThrow();
          expect(row.status).toBe(model.left === 0 ? 'finished' : 'expired');
          const bonuses = await db
            .selectFrom('bonuses')
            .select(['amount', 'wager_required', 'id'])
            .where('user_id', '=', userId)
            .execute();
          expect(bonuses).toEqual(
            model.won > 0 ? [{ amount: model.won, wager_required: model.won * WAGER, id: row.bonus_id }] : [],
          );
          // Nothing debited; the game's balance is main plus the winnings' active bonus (decision 0041).
          expect((await init(services, ctx)).balance.amount).toBe(BALANCE + model.won);
        },
      ),
      { numRuns: 15 },
    );
    expect(await checkLedger(db)).toEqual([]);
  }, 300_000);
});
